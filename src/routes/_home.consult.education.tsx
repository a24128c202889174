import { createFileRoute } from '@tanstack/react-router'
import { catalogLoader } from '@/i18n/catalogs'
import { config } from '@/app/config'
import { ExternalOverlay } from '@/screens/home/ExternalOverlay'

export const Route = createFileRoute('/_home/consult/education')({
  loader: catalogLoader('viewer'),
  component: ConsultEducation,
})

function ConsultEducation() {
  return <ExternalOverlay address={config.links.consult.education} />
}
