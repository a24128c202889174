// The home page's sections that read a service, in one module that HomePage.tsx imports once the page is
// idle. They always load together, so their code comes in one chunk: one chunk per section (and per piece
// two of them share) cost the home page more requests and more bytes, as each chunk compresses on its own.
export { ReviewsCarousel } from '@/features/reviews/ReviewsCarousel'
export { TestimonialsBand } from '@/features/reviews/TestimonialsBand'
export { NewsTeaser } from '@/features/news/NewsTeaser'
export { DestinationsCarousel } from '@/features/destinations/DestinationsCarousel'
