import { Placeholder } from '@/components/Placeholder'

export function DestinationsCarousel() {
  return <Placeholder title="Popular Destinations" />
}
