import { Suspense } from 'react'
import { createFileRoute } from '@tanstack/react-router'
import { lazyPart } from '@/components/lazy-part'

const ExternalOverlay = lazyPart(() => import('@/screens/home/ExternalOverlay').then((module) => ({ default: module.ExternalOverlay })))

interface HomeSearch {
  /** A URL-encoded address to open in the overlay's embedded viewer. */
  external?: string
}

export const Route = createFileRoute('/_home/')({
  // A bad value falls back to none rather than throwing: the home page then simply shows no overlay.
  // (It must be set to undefined, not left out: the router keeps raw keys a validator omits.)
  validateSearch: (search: Record<string, unknown>): HomeSearch => ({
    external:
      typeof search.external === 'string' && search.external.trim() !== '' && search.external.length <= 4096
        ? search.external
        : undefined,
  }),
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
