// What the reviews components show: live reviews, or the built-in samples when the function failed.
import type { Review } from './api'

/**
 * docs/behaviour.md, "Reviews": the one visible message of the fallback, in English. The band shows the catalog's
 * 'reviews.band.fallback' in the reader's language; its English is this (a test keeps them equal).
 */
export const FALLBACK_MESSAGE = 'Could not load reviews. Using sample data instead.'

export type ReviewsView =
  | { state: 'loading' }
  | { state: 'live'; reviews: readonly Review[] }
  | { state: 'fallback'; reviews: readonly Review[] }

interface ReviewsState {
  /** The function's reviews: fresh, or persisted from an earlier visit. */
  data: readonly Review[] | undefined
  /** The latest fetch failed (network, status, malformed JSON, no array, none rated 4+). */
  isError: boolean
  /** The built-in samples, once loaded. */
  samples: readonly Review[] | undefined
}

/**
 * Good reviews win whenever there are any, even when the latest fetch failed (persisted ones, offline);
 * a failure with nothing to show gives the samples; until then it is loading.
 */
export function reviewsView({ data, isError, samples }: ReviewsState): ReviewsView {
  if (data && data.length > 0) return { state: 'live', reviews: data }
  if (isError && samples && samples.length > 0) return { state: 'fallback', reviews: samples }
  return { state: 'loading' }
}

/** Whether the samples are needed. */
export function needsSamples({ data, isError }: Pick<ReviewsState, 'data' | 'isError'>): boolean {
  return isError && !(data && data.length > 0)
}
