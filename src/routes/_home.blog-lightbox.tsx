import { createFileRoute } from '@tanstack/react-router'
import { Placeholder } from '@/components/Placeholder'
import { Overlay } from '@/shell/Overlay'
import { useCloseBack } from '@/shell/use-close-back'

// The lightbox variant: closing goes back in history instead of home.
export const Route = createFileRoute('/_home/blog-lightbox')({
  component: BlogLightbox,
})

function BlogLightbox() {
  const closeBack = useCloseBack()
  return (
    <Overlay contentKey="news" onClose={closeBack}>
      <Placeholder title="Relocation News" />
    </Overlay>
  )
}
