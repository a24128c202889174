import { createFileRoute } from '@tanstack/react-router'
import { CommunityPanel } from '@/features/community/CommunityPanel'
import { Overlay } from '@/shell/Overlay'

export const Route = createFileRoute('/_home/community')({
  component: CommunityOverlay,
})

function CommunityOverlay() {
  return (
    <Overlay content={{ kind: 'community' }}>
      <CommunityPanel />
    </Overlay>
  )
}
