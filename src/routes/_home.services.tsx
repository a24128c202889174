import { createFileRoute } from '@tanstack/react-router'
import { i18n, loadArea } from '@/i18n/catalogs'
import { ServicesPanel } from '@/features/services/ServicesPanel'
import { Overlay } from '@/shell/Overlay'

export const Route = createFileRoute('/_home/services')({
  // The screen's catalog, in the language shown, loads with the route (and on a hover's preload);
  // if it cannot load now, the screen asks for it again when it renders.
  loader: () => loadArea(i18n.locale, 'services').catch(() => undefined),
  component: ServicesOverlay,
})

function ServicesOverlay() {
  return (
    <Overlay content={{ kind: 'services' }}>
      <ServicesPanel />
    </Overlay>
  )
}
