import { createFileRoute } from '@tanstack/react-router'
import { ServicesPanel } from '@/features/services/ServicesPanel'
import { Overlay } from '@/shell/Overlay'

export const Route = createFileRoute('/_home/services')({
  // The dialog's notice is a toast: the toast host is loaded (awaited, in parallel with this route's
  // chunk) before the panel shows, so the notice can show even if the connection drops before the
  // person submits and the request is saved for later. A failure to load it does not hold the panel.
  loader: () => import('@/shell/ToastHost').then(
    () => undefined,
    () => undefined,
  ),
  component: ServicesOverlay,
})

function ServicesOverlay() {
  return (
    <Overlay contentKey="services">
      <ServicesPanel />
    </Overlay>
  )
}
