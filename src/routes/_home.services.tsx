import { createFileRoute } from '@tanstack/react-router'
import { catalogLoader } from '@/i18n/catalogs'
import { ServicesPanel } from '@/features/services/ServicesPanel'
import { Overlay } from '@/shell/Overlay'

export const Route = createFileRoute('/_home/services')({
  // ?service=shipping opens that service's request dialog (a move-plan task links there). Only its shape is
  // checked here (the route file runs at start, the services' list does not); the panel ignores a slug it
  // does not know.
  validateSearch: (search: Record<string, unknown>): { service?: string } =>
    typeof search.service === 'string' && /^[a-z][a-z-]{0,39}$/.test(search.service) ? { service: search.service } : {},
  loader: catalogLoader('services'),
  component: ServicesOverlay,
})

function ServicesOverlay() {
  const { service } = Route.useSearch()
  return (
    <Overlay content={{ kind: 'services' }}>
      <ServicesPanel {...(service ? { chosen: service } : {})} />
    </Overlay>
  )
}
