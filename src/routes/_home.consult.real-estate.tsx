import { createFileRoute } from '@tanstack/react-router'
import { catalogLoader } from '@/i18n/catalogs'
import { config } from '@/app/config'
import { ExternalOverlay } from '@/screens/home/ExternalOverlay'

export const Route = createFileRoute('/_home/consult/real-estate')({
  loader: catalogLoader('viewer'),
  component: ConsultRealEstate,
})

function ConsultRealEstate() {
  return <ExternalOverlay address={config.links.consult['real-estate']} />
}
