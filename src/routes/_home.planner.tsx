import { createFileRoute } from '@tanstack/react-router'
import { brand } from '@/content/brand'
import { ownPageAddress } from '@/features/viewer/address'
import { ExternalOverlay } from './-home/ExternalOverlay'

export const Route = createFileRoute('/_home/planner')({
  component: Planner,
})

function Planner() {
  return <ExternalOverlay address={ownPageAddress(brand.links.planner)} planner />
}
