// What the cards say about a review beyond its own words: the reviewer's name (served as is, or
// 'Anonymous' in the reader's language) and when it was written (the provider's wording as served, or a
// built-in sample's age in the reader's language).
import type { Translate } from '@/i18n/react'
import type { Review } from './api'

export function reviewerName(review: Review, t: Translate): string {
  return review.anonymous ? t('reviews.anonymous') : review.author
}

/** '3 days ago' as the provider wrote it; a sample's '2 weeks ago', 'il y a 2 semaines'; '' when unknown. */
export function writtenWhen(review: Review, t: Translate): string {
  return review.age ? t('reviews.sample.age', { ...review.age }) : review.relativeTime
}
