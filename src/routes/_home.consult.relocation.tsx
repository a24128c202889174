import { createFileRoute } from '@tanstack/react-router'
import { config } from '@/app/config'
import { ExternalOverlay } from './-home/ExternalOverlay'

export const Route = createFileRoute('/_home/consult/relocation')({
  component: ConsultRelocation,
})

function ConsultRelocation() {
  return <ExternalOverlay address={config.links.consult.relocation} />
}
