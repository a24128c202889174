import { createFileRoute } from '@tanstack/react-router'
import { Placeholder } from '@/components/Placeholder'
import { Overlay } from '@/shell/Overlay'

export const Route = createFileRoute('/_home/blog')({
  component: BlogOverlay,
})

function BlogOverlay() {
  return (
    <Overlay contentKey="news">
      <Placeholder title="Relocation News" />
    </Overlay>
  )
}
