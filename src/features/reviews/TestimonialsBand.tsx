import { Placeholder } from '@/components/Placeholder'

export function TestimonialsBand() {
  return <Placeholder title="Testimonials" />
}
