import { createFileRoute } from '@tanstack/react-router'
import { ServicesPanel } from '@/features/services/ServicesPanel'
import { Overlay } from '@/shell/Overlay'
import { useCloseBack } from '@/shell/use-close-back'

// The lightbox variant: closing goes back in history instead of home.
export const Route = createFileRoute('/_home/services-lightbox')({
  // The dialog's notice is a toast: the toast host is loaded (awaited, in parallel with this route's
  // chunk) before the panel shows, so the notice can show even if the connection drops before the
  // person submits and the request is saved for later. A failure to load it does not hold the panel.
  loader: () => import('@/shell/ToastHost').then(
    () => undefined,
    () => undefined,
  ),
  component: ServicesLightbox,
})

function ServicesLightbox() {
  const closeBack = useCloseBack()
  return (
    <Overlay contentKey="services" onClose={closeBack}>
      <ServicesPanel />
    </Overlay>
  )
}
