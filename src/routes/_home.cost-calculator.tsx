import { createFileRoute } from '@tanstack/react-router'
import { i18n, loadArea } from '@/i18n/catalogs'
import { config } from '@/app/config'
import { ExternalOverlay } from './-home/ExternalOverlay'

export const Route = createFileRoute('/_home/cost-calculator')({
  // The screen's catalog, in the language shown, loads with the route (and on a hover's preload);
  // if it cannot load now, the screen asks for it again when it renders.
  loader: () => loadArea(i18n.locale, 'viewer').catch(() => undefined),
  component: CostCalculator,
})

function CostCalculator() {
  return <ExternalOverlay address={config.links.costCalculator} />
}
