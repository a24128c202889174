import { createFileRoute } from '@tanstack/react-router'
import { ServicesPanel } from '@/features/services/ServicesPanel'
import { Overlay } from '@/shell/Overlay'

export const Route = createFileRoute('/_home/services')({
  component: ServicesOverlay,
})

function ServicesOverlay() {
  return (
    <Overlay content={{ kind: 'services' }}>
      <ServicesPanel />
    </Overlay>
  )
}
