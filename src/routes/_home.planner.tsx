import { createFileRoute } from '@tanstack/react-router'
import { config } from '@/app/config'
import { ExternalOverlay } from './-home/ExternalOverlay'

export const Route = createFileRoute('/_home/planner')({
  component: Planner,
})

function Planner() {
  return <ExternalOverlay address={config.links.planner} planner />
}
