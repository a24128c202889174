import { createFileRoute } from '@tanstack/react-router'
import { brand } from '@/content/brand'
import { ownPageAddress } from '@/features/viewer/address'
import { ExternalOverlay } from './-home/ExternalOverlay'

export const Route = createFileRoute('/_home/cost-calculator')({
  component: CostCalculator,
})

function CostCalculator() {
  return <ExternalOverlay address={ownPageAddress(brand.links.costCalculator)} />
}
