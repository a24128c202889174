import { createFileRoute } from '@tanstack/react-router'
import { brand } from '@/content/brand'
import { ExternalFrame } from '@/features/viewer/ExternalFrame'
import { ownPageAddress } from '@/features/viewer/address'
import { Overlay } from '@/shell/Overlay'

export const Route = createFileRoute('/_home/planner')({
  component: PlannerOverlay,
})

function PlannerOverlay() {
  const address = ownPageAddress(brand.links.planner)
  return (
    <Overlay content={{ kind: 'planner' }}>
      <ExternalFrame address={address} />
    </Overlay>
  )
}
