import { Suspense } from 'react'
import { Skeleton } from '@mantine/core'
import { createFileRoute, useParams } from '@tanstack/react-router'
import { destinationsQuery } from '@/features/destinations/queries'
import { i18n, loadArea } from '@/i18n/catalogs'
import { useArea } from '@/i18n/react'
import { Overlay } from '@/shell/Overlay'
import { CompareView } from '@/screens/destinations/CompareView'

// /destinations/compare/Lisbon/Berlin: its own overlay, not inside the lightbox's (the trailing underscore
// of destinations_ takes it out of that route's nesting).
export const Route = createFileRoute('/_home/destinations_/compare/$')({
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(destinationsQuery())
    void loadArea(i18n.locale, 'destinations').catch(() => undefined)
    void loadArea(i18n.locale, 'compare').catch(() => undefined)
    void loadArea(i18n.locale, 'hub').catch(() => undefined)
  },
  component: CompareOverlay,
})

function CompareOverlay() {
  // The overlay's title is in the compare catalog (the view's words, apart from the carousel's).
  useArea('compare')
  const { _splat: splat } = useParams({ strict: false })
  return (
    <Overlay content={{ kind: 'compare' }}>
      <Suspense fallback={<Skeleton height={320} radius="md" />}>
        <CompareView splat={splat} />
      </Suspense>
    </Overlay>
  )
}
