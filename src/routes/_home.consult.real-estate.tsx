import { createFileRoute } from '@tanstack/react-router'
import { config } from '@/app/config'
import { ExternalOverlay } from './-home/ExternalOverlay'

export const Route = createFileRoute('/_home/consult/real-estate')({
  component: ConsultRealEstate,
})

function ConsultRealEstate() {
  return <ExternalOverlay address={config.links.consult['real-estate']} />
}
