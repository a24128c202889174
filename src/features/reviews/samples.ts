// The 8 sample reviews as Reviews, with initials avatars drawn here (no outside avatar service).
// Loaded on demand (see sampleReviewsQuery): only a failed fetch needs their text.
import { sampleReviews } from '@/content/reviews'
import type { Review } from './api'
import { avatarFor } from './avatar'

export const fallbackReviews: readonly Review[] = sampleReviews.map((sample) => {
  const avatar = avatarFor(sample.author)
  return { ...sample, photoUrl: avatar, initialsUrl: avatar }
})
