import { createFileRoute } from '@tanstack/react-router'
import { ServicesPanel } from '@/features/services/ServicesPanel'
import { Overlay } from '@/shell/Overlay'

export const Route = createFileRoute('/_home/services')({
  // The dialog's notice is a toast: load the toast host now, so it can show even if the connection drops
  // before the person submits (and the request is saved for later).
  loader: () => void import('@/shell/ToastHost').catch(() => undefined),
  component: ServicesOverlay,
})

function ServicesOverlay() {
  return (
    <Overlay contentKey="services">
      <ServicesPanel />
    </Overlay>
  )
}
