import { createFileRoute } from '@tanstack/react-router'
import { Placeholder } from '@/components/Placeholder'
import { Overlay } from '@/shell/Overlay'

export const Route = createFileRoute('/_home/services')({
  component: ServicesOverlay,
})

function ServicesOverlay() {
  return (
    <Overlay contentKey="services">
      <Placeholder title="My Services" />
    </Overlay>
  )
}
