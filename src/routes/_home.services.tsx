import { createFileRoute } from '@tanstack/react-router'
import { catalogLoader } from '@/i18n/catalogs'
import { ServicesPanel } from '@/features/services/ServicesPanel'
import { Overlay } from '@/shell/Overlay'

export const Route = createFileRoute('/_home/services')({
  loader: catalogLoader('services'),
  component: ServicesOverlay,
})

function ServicesOverlay() {
  return (
    <Overlay content={{ kind: 'services' }}>
      <ServicesPanel />
    </Overlay>
  )
}
