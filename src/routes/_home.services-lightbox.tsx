import { createFileRoute } from '@tanstack/react-router'
import { catalogLoader } from '@/i18n/catalogs'
import { ServicesPanel } from '@/features/services/ServicesPanel'
import { Overlay } from '@/shell/Overlay'
import { useCloseBack } from '@/shell/use-close-back'

// The lightbox variant: closing goes back in history instead of home.
export const Route = createFileRoute('/_home/services-lightbox')({
  loader: catalogLoader('services'),
  component: ServicesLightbox,
})

function ServicesLightbox() {
  const closeBack = useCloseBack()
  return (
    <Overlay content={{ kind: 'services' }} onClose={closeBack}>
      <ServicesPanel />
    </Overlay>
  )
}
