import { createFileRoute, Outlet, useParams } from '@tanstack/react-router'
import { Placeholder } from '@/components/Placeholder'
import { Overlay } from '@/shell/Overlay'

// One overlay for /destinations and /destinations/$city, so moving between cities keeps it open.
export const Route = createFileRoute('/_home/destinations')({
  component: DestinationsOverlay,
})

function DestinationsOverlay() {
  const { city } = useParams({ strict: false })
  return (
    <Overlay contentKey={city ? `destination:${city}` : 'destinations'}>
      <Placeholder title="Popular Destinations" />
      <Outlet />
    </Overlay>
  )
}
