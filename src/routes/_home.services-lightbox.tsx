import { createFileRoute } from '@tanstack/react-router'
import { i18n, loadArea } from '@/i18n/catalogs'
import { ServicesPanel } from '@/features/services/ServicesPanel'
import { Overlay } from '@/shell/Overlay'
import { useCloseBack } from '@/shell/use-close-back'

// The lightbox variant: closing goes back in history instead of home.
export const Route = createFileRoute('/_home/services-lightbox')({
  // The screen's catalog, in the language shown, loads with the route (and on a hover's preload);
  // if it cannot load now, the screen asks for it again when it renders.
  loader: () => loadArea(i18n.locale, 'services').catch(() => undefined),
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
