import { createFileRoute } from '@tanstack/react-router'
import { Placeholder } from '@/components/Placeholder'
import { Overlay } from '@/shell/Overlay'

export const Route = createFileRoute('/_home/community')({
  component: CommunityOverlay,
})

function CommunityOverlay() {
  return (
    <Overlay contentKey="community">
      <Placeholder title="Community" />
    </Overlay>
  )
}
