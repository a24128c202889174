import { lazy, Suspense } from 'react'
import { createFileRoute } from '@tanstack/react-router'

const ExternalOverlay = lazy(() => import('./-home/ExternalOverlay'))

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
    <Suspense fallback={null}>
      <ExternalOverlay address={external} />
    </Suspense>
  )
}
