import { createFileRoute } from '@tanstack/react-router'
import { catalogLoader } from '@/i18n/catalogs'
import { config } from '@/app/config'
import { ExternalOverlay } from '@/screens/home/ExternalOverlay'

export const Route = createFileRoute('/_home/cost-calculator')({
  loader: catalogLoader('viewer'),
  component: CostCalculator,
})

function CostCalculator() {
  return <ExternalOverlay address={config.links.costCalculator} />
}
