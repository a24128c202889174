import { createFileRoute } from '@tanstack/react-router'
import { catalogLoader } from '@/i18n/catalogs'
import { config } from '@/app/config'
import { ExternalOverlay } from '@/screens/home/ExternalOverlay'

export const Route = createFileRoute('/_home/planner')({
  loader: catalogLoader('viewer'),
  component: Planner,
})

function Planner() {
  return <ExternalOverlay address={config.links.planner} planner />
}
