import { useDeferredValue, useMemo } from 'react'
import { useQuery } from '@tanstack/react-query'
import { needsSamples, reviewsView, type ReviewsView } from './fallback'
import { reviewsQuery, sampleReviewsQuery } from './queries'

/**
 * The reviews to show, from the shared cached query: loading, live or the fallback samples. A new answer
 * is shown as a deferred render: React builds the cards in slices instead of in the one blocking pass a
 * query update would otherwise get.
 */
export function useReviews(): ReviewsView {
  const { data, isError } = useQuery(reviewsQuery())
  const samples = useQuery({ ...sampleReviewsQuery(), enabled: needsSamples({ data, isError }) })
  const view = useMemo(() => reviewsView({ data, isError, samples: samples.data }), [data, isError, samples.data])
  return useDeferredValue(view)
}
