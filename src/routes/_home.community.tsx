import { createFileRoute } from '@tanstack/react-router'
import { catalogLoader } from '@/i18n/catalogs'
import { CommunityPanel } from '@/features/community/CommunityPanel'
import { Overlay } from '@/shell/Overlay'

export const Route = createFileRoute('/_home/community')({
  loader: catalogLoader('community'),
  component: CommunityOverlay,
})

function CommunityOverlay() {
  return (
    <Overlay content={{ kind: 'community' }}>
      <CommunityPanel />
    </Overlay>
  )
}
