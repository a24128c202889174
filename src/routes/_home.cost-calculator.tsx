import { createFileRoute } from '@tanstack/react-router'
import { config } from '@/app/config'
import { ExternalOverlay } from './-home/ExternalOverlay'

export const Route = createFileRoute('/_home/cost-calculator')({
  component: CostCalculator,
})

function CostCalculator() {
  return <ExternalOverlay address={config.links.costCalculator} />
}
