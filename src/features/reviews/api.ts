// The reviews function (docs/behaviour.md, "Reviews"): POST → { result: { reviews: [...] } } in the reviews provider's shape.
// The answer is untrusted: every field is checked here and turned into our own Review, and only reviews
// rated 4 or higher survive (docs/behaviour.md, "Reviews"). Anything unusable throws a ReviewsError; the query then
// falls back to the built-in sample reviews.
import { config } from '@/app/config'
import type { ReviewAge } from '@/content/reviews'
import { getJson } from '@/lib/http'
import { record } from '@/lib/input'
import { avatarFor } from './avatar'

export const MIN_RATING = 4
export const INVALID_FORMAT = 'Invalid response format'
export const NONE_QUALIFYING = 'No reviews rated 4 or higher'
/** More than a carousel ever shows; the rest of a huge answer is ignored. */
export const MAX_REVIEWS = 50
/** The name of a reviewer the provider did not name (in the data; the cards say it in the reader's language). */
const ANONYMOUS = 'Anonymous'

export class ReviewsError extends Error {
  constructor(message: typeof INVALID_FORMAT | typeof NONE_QUALIFYING) {
    super(message)
    this.name = 'ReviewsError'
  }
}

export interface Review {
  /** As served; 'Anonymous' when the provider sent no name (shown in the reader's language, see `anonymous`). */
  author: string
  /** The provider sent no name: the app says 'Anonymous' in the reader's language. */
  anonymous?: true
  /** Whole stars, 1–5. */
  rating: number
  text: string
  /** The provider's 'a week ago' wording, as served; '' when it sent none. */
  relativeTime: string
  /** A built-in sample's age, which the app says in the reader's language (rather than relativeTime). */
  age?: ReviewAge
  /** The reviewer's photo, or the initials avatar when there is none. */
  photoUrl: string
  /** The initials avatar, also used when the photo cannot load (offline, say). */
  initialsUrl: string
}

function text(value: unknown, max: number): string {
  return typeof value === 'string' ? value.trim().slice(0, max) : ''
}

/**
 * An http(s) address, or a root-relative one on the app's own origin; else null: no javascript:, data:,
 * or addresses relative to something else.
 */
export function safePhotoUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2000) return null
  if (/^\/(?![/\\])[^\s"'<>]*$/.test(value.trim())) return value.trim()
  try {
    const url = new URL(value.trim())
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null
  } catch {
    return null
  }
}

/** A rating the provider gives: a whole number of stars from 1 to 5 ('5' as a string tolerated). */
function rating(value: unknown): number | null {
  const n = typeof value === 'string' && /^\s*\d\s*$/.test(value) ? Number(value) : value
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 5 ? n : null
}

/** One review of the answer, or null when it has no usable rating. */
export function parseReview(value: unknown): Review | null {
  const entry = record(value)
  const stars = rating(entry?.rating)
  if (!entry || stars === null) return null
  const named = text(entry.author_name, 120)
  const author = named || ANONYMOUS
  const initialsUrl = avatarFor(author)
  return {
    author,
    ...(named ? {} : { anonymous: true as const }),
    rating: stars,
    text: text(entry.text, 5000),
    relativeTime: text(entry.relative_time_description, 60),
    photoUrl: safePhotoUrl(entry.profile_photo_url) ?? initialsUrl,
    initialsUrl,
  }
}

/**
 * Reads the function's answer: result.reviews must be an array (else 'Invalid response format'), and at
 * least one review must be rated 4 or higher (else 'No reviews rated 4 or higher'). Returns those reviews
 * in the provider's order.
 */
export function parseReviews(json: unknown): Review[] {
  const list = record(record(json)?.result)?.reviews
  if (!Array.isArray(list)) throw new ReviewsError(INVALID_FORMAT)
  const reviews: Review[] = []
  for (const item of list) {
    const review = parseReview(item)
    if (review && review.rating >= MIN_RATING) reviews.push(review)
    if (reviews.length === MAX_REVIEWS) break
  }
  if (reviews.length === 0) throw new ReviewsError(NONE_QUALIFYING)
  return reviews
}

/** Invokes the reviews function. Throws HttpError (network, status, malformed JSON) or ReviewsError. */
export async function fetchReviews(signal?: AbortSignal): Promise<Review[]> {
  const json = await getJson(config.reviewsFunctionUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
    signal,
    timeoutMs: 10_000,
  })
  return parseReviews(json)
}
