import { createFileRoute } from '@tanstack/react-router'
import { ExternalFrame } from '@/features/viewer/ExternalFrame'
import { normalizeAddress } from '@/features/viewer/address'
import { Overlay } from '@/shell/Overlay'

interface HomeSearch {
  /** A URL-encoded address to open in the overlay's embedded viewer. */
  external?: string
}

export const Route = createFileRoute('/_home/')({
  // A bad value is dropped rather than thrown: the home page then simply shows no overlay.
  validateSearch: (search: Record<string, unknown>): HomeSearch =>
    typeof search.external === 'string' && search.external.trim() !== '' && search.external.length <= 4096
      ? { external: search.external }
      : {},
  component: HomeIndex,
})

function HomeIndex() {
  const { external } = Route.useSearch()
  if (!external) return null
  return (
    <Overlay contentKey={normalizeAddress(external) ?? 'unknown'}>
      <ExternalFrame address={external} />
    </Overlay>
  )
}
