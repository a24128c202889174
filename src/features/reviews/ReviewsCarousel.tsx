import { Placeholder } from '@/components/Placeholder'

export function ReviewsCarousel() {
  return <Placeholder title="What Our Clients Say" />
}
