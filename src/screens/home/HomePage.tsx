import { useState, type ComponentType } from 'react'
import { Outlet, useRouterState } from '@tanstack/react-router'
import { DeferredSection } from '@/components/DeferredSection'
import { whenStartSettled } from '@/lib/start'
import { useAfter } from '@/components/use-after'
import { useGrowingCount } from '@/components/use-growing-count'
import { Associates } from '@/features/home/Associates'
import { ClosingCta } from '@/features/home/ClosingCta'
import { Hero } from '@/features/home/Hero'
import { Stats } from '@/features/home/Stats'
import { Support360 } from '@/features/home/Support360'

// The sections that read a service load after the first paint (DeferredSection), in one chunk
// (./sections.ts), so their code and their requests never hold back the hero. Each keeps its usual height
// free while it loads.
const sections = () => import('./sections')
const deferred = (load: () => Promise<ComponentType>, minHeight: string) =>
  function Deferred({ covered }: { covered: boolean }) {
    return <DeferredSection load={load} minHeight={minHeight} paused={covered} />
  }

// The home page stays mounted under every overlay route (its children), so opening and closing an
// overlay never restarts the hero video or loses the scroll position.
// In page order. The browser lays these out only as they come near the screen (.wp-deferred).
const belowTheFold = [
  ['support', Support360],
  ['stats', Stats],
  ['reviews', deferred(() => sections().then((m) => m.ReviewsCarousel), '30rem')],
  ['testimonials', deferred(() => sections().then((m) => m.TestimonialsBand), '30rem')],
  ['associates', Associates],
  ['news', deferred(() => sections().then((m) => m.NewsTeaser), '36rem')],
  ['destinations', deferred(() => sections().then((m) => m.DestinationsCarousel), '30rem')],
  ['closing', ClosingCta],
] as const

/** An overlay covers the home page: any child route but the plain index, or the index with ?external=. */
function useCovered(): boolean {
  return useRouterState({
    select: (state) => {
      const leaf = state.matches[state.matches.length - 1]
      if (!leaf) return false
      return leaf.routeId !== '/_home/' || Boolean((leaf.search as { external?: string }).external)
    },
  })
}

/**
 * The home page, with every overlay route (its children) shown over it: the hero, then the sections
 * below it, which compose the home, reviews, news and destinations features.
 */
export function HomePage() {
  // Under an overlay the sections that read a service step aside (keeping their height): the overlay
  // often shows the same content (news, destinations), and it should be there once.
  const covered = useCovered()
  const shown = usePartsUnderOverlay(covered)
  return (
    <>
      {/* Under an overlay the page stays in the document (its scroll position, its video), but the
          browser neither styles, lays out nor paints it (.wp-covered). */}
      <div className={covered ? 'wp-page wp-covered' : 'wp-page'}>
        {shown > 0 && <Hero />}
        {belowTheFold.slice(0, shown - 1).map(([id, Section]) => (
          <div key={id} className="wp-deferred">
            <Section covered={covered} />
          </div>
        ))}
      </div>
      <Outlet />
    </>
  )
}

/** The hero and the sections below it. */
const PARTS = belowTheFold.length + 1

/**
 * How many of the home page's parts to render. Opened on an overlay (a link to /news, /time-currency),
 * the page under it is not seen (.wp-covered is not even painted) and has no scroll position to keep: it
 * is built once the start is over, a part per task, instead of in the overlay's first commit (the hero
 * and four sections, a few hundred elements); all at once as soon as the overlay closes.
 */
function usePartsUnderOverlay(covered: boolean): number {
  const [openedCovered] = useState(covered)
  const started = useAfter(openedCovered ? whenStartSettled : undefined)
  const growing = useGrowingCount(started ? PARTS : 0, openedCovered ? 0 : PARTS, 1)
  return covered ? growing : PARTS
}
