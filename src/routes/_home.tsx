import { lazy, type ComponentType } from 'react'
import { createFileRoute, Outlet } from '@tanstack/react-router'
import { DeferredSection } from '@/components/DeferredSection'
import { Associates } from '@/features/home/Associates'
import { ClosingCta } from '@/features/home/ClosingCta'
import { Hero } from '@/features/home/Hero'
import { Stats } from '@/features/home/Stats'
import { Support360 } from '@/features/home/Support360'

// The sections that read a service load in their own chunks after the first paint (DeferredSection), so
// their code and their requests never hold back the hero. Each keeps its usual height free while it loads.
const ReviewsCarousel = lazy(() => import('@/features/reviews/ReviewsCarousel').then((m) => ({ default: m.ReviewsCarousel })))
const TestimonialsBand = lazy(() => import('@/features/reviews/TestimonialsBand').then((m) => ({ default: m.TestimonialsBand })))
const NewsTeaser = lazy(() => import('@/features/news/NewsTeaser').then((m) => ({ default: m.NewsTeaser })))
const DestinationsCarousel = lazy(() =>
  import('@/features/destinations/DestinationsCarousel').then((m) => ({ default: m.DestinationsCarousel })),
)

const deferred = (Section: ComponentType, minHeight: string) =>
  function Deferred() {
    return (
      <DeferredSection minHeight={minHeight}>
        <Section />
      </DeferredSection>
    )
  }

// The home page stays mounted under every overlay route (its children), so opening and closing an
// overlay never restarts the hero video or loses the scroll position.
// In page order. The browser lays these out only as they come near the screen (.wp-deferred).
const belowTheFold = [
  ['support', Support360],
  ['stats', Stats],
  ['reviews', deferred(ReviewsCarousel, '30rem')],
  ['testimonials', deferred(TestimonialsBand, '30rem')],
  ['associates', Associates],
  ['news', deferred(NewsTeaser, '36rem')],
  ['destinations', deferred(DestinationsCarousel, '30rem')],
  ['closing', ClosingCta],
] as const

export const Route = createFileRoute('/_home')({
  component: HomeLayout,
})

function HomeLayout() {
  return (
    <>
      <Hero />
      {belowTheFold.map(([id, Section]) => (
        <div key={id} className="wp-deferred">
          <Section />
        </div>
      ))}
      <Outlet />
    </>
  )
}
