import { createFileRoute, Outlet } from '@tanstack/react-router'
import { DestinationsCarousel } from '@/features/destinations/DestinationsCarousel'
import { Associates } from '@/features/home/Associates'
import { ClosingCta } from '@/features/home/ClosingCta'
import { Hero } from '@/features/home/Hero'
import { Stats } from '@/features/home/Stats'
import { Support360 } from '@/features/home/Support360'
import { NewsTeaser } from '@/features/news/NewsTeaser'
import { ReviewsCarousel } from '@/features/reviews/ReviewsCarousel'
import { TestimonialsBand } from '@/features/reviews/TestimonialsBand'

// The home page stays mounted under every overlay route (its children), so opening and closing an
// overlay never restarts the hero video or loses the scroll position.
// In page order. The browser lays these out only as they come near the screen (.wp-deferred).
const belowTheFold = [
  ['support', Support360],
  ['stats', Stats],
  ['reviews', ReviewsCarousel],
  ['testimonials', TestimonialsBand],
  ['associates', Associates],
  ['news', NewsTeaser],
  ['destinations', DestinationsCarousel],
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
