import { createFileRoute } from '@tanstack/react-router'
import { catalogLoader } from '@/i18n/catalogs'
import { config } from '@/app/config'
import { ExternalOverlay } from '@/screens/home/ExternalOverlay'

export const Route = createFileRoute('/_home/consult/relocation')({
  loader: catalogLoader('viewer'),
  component: ConsultRelocation,
})

function ConsultRelocation() {
  return <ExternalOverlay address={config.links.consult.relocation} />
}
