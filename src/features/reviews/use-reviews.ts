import { useQuery } from '@tanstack/react-query'
import { needsSamples, reviewsView, type ReviewsView } from './fallback'
import { reviewsQuery, sampleReviewsQuery } from './queries'

/** The reviews to show, from the shared cached query: loading, live or the fallback samples. */
export function useReviews(): ReviewsView {
  const { data, isError } = useQuery(reviewsQuery())
  const samples = useQuery({ ...sampleReviewsQuery(), enabled: needsSamples({ data, isError }) })
  return reviewsView({ data, isError, samples: samples.data })
}
