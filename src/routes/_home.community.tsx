import { createFileRoute } from '@tanstack/react-router'
import { i18n, loadArea } from '@/i18n/catalogs'
import { CommunityPanel } from '@/features/community/CommunityPanel'
import { Overlay } from '@/shell/Overlay'

export const Route = createFileRoute('/_home/community')({
  // The screen's catalog, in the language shown, loads with the route (and on a hover's preload);
  // if it cannot load now, the screen asks for it again when it renders.
  loader: () => loadArea(i18n.locale, 'community').catch(() => undefined),
  component: CommunityOverlay,
})

function CommunityOverlay() {
  return (
    <Overlay content={{ kind: 'community' }}>
      <CommunityPanel />
    </Overlay>
  )
}
