import { createFileRoute } from '@tanstack/react-router'
import { brand } from '@/content/brand'
import { ExternalFrame } from '@/features/viewer/ExternalFrame'
import { ownPageAddress } from '@/features/viewer/address'
import { Overlay } from '@/shell/Overlay'

export const Route = createFileRoute('/_home/cost-calculator')({
  component: CostCalculatorOverlay,
})

function CostCalculatorOverlay() {
  const address = ownPageAddress(brand.links.costCalculator)
  return (
    <Overlay content={{ kind: 'external', url: address }}>
      <ExternalFrame address={address} />
    </Overlay>
  )
}
