// What the news can save for the trip (docs/behaviour.md, "Offline"): the latest articles, whole, with
// the images they show (the featured one and those in the body). Loaded only when a person saves for the
// trip or looks at what is saved; the trip job that combines it with the other features is the shell's.
import { nextTask } from '@/lib/start'
import { FETCH_PAGE_SIZE, fetchPostsPage, PLACEHOLDER_IMAGE, postsPageUrl, readPostsPage, type Post } from './api'
import { clearSavedArticles, listSavedArticles, removeSavedArticles, saveArticles, trimSavedArticles, type KeyValueStore } from './saved-articles'

/** How many of the latest articles the trip saves. */
export const TRIP_ARTICLES = 50
/** The listing pages that hold the latest `count` articles: what a background refresh fetches. */
export function latestListingUrls(count: number = TRIP_ARTICLES): string[] {
  return Array.from({ length: Math.ceil(count / FETCH_PAGE_SIZE) }, (_, index) => postsPageUrl(index + 1))
}

/**
 * Reads listing pages already fetched (by the service worker's background refresh) instead of the network:
 * the same parser, the same checks. A page that is not there fails as the network would.
 */
export function pagesFrom(answer: (url: string) => Promise<Response | undefined>): typeof fetchPostsPage {
  return async (page) => {
    const response = await answer(postsPageUrl(page))
    if (!response) throw new Error(`Listing page ${page} was not refreshed`)
    return readPostsPage(response)
  }
}

/** Articles written per step: small steps, with a pause between, so saving never holds the page. */
const SAVE_STEP = 5

export interface ArticlesProgress {
  saved: number
  total: number
  bytes: number
}

export interface ArticlesOutcome extends ArticlesProgress {
  /** Why some were not saved: the device is full, storage cannot be used, or the network went. */
  failure: 'quota' | 'unavailable' | 'network' | null
  /** The images the saved articles show, to keep beside them. */
  images: string[]
}

/** The image addresses an article's body names (src only; the worker decides which it may keep). */
export function bodyImages(html: string): string[] {
  const found: string[] = []
  for (const match of html.matchAll(/<img\b[^>]*?\ssrc\s*=\s*(?:"([^"]+)"|'([^']+)')/gi)) {
    const url = (match[1] ?? match[2] ?? '').trim().replace(/&amp;/g, '&')
    if (/^(https?:\/\/|\/(?!\/))/i.test(url) && url.length <= 2000) found.push(url)
  }
  return found
}

export function articleImages(posts: readonly Post[]): string[] {
  const images = posts.flatMap((post) => [...(post.image === PLACEHOLDER_IMAGE ? [] : [post.image]), ...bodyImages(post.contentHtml)])
  return [...new Set(images)]
}

/** The size an article takes as stored (its text, as UTF-16 would count it roughly: its JSON's length). */
const articleBytes = (post: Post) => new Blob([JSON.stringify(post)]).size

interface SaveLatestOptions {
  count?: number
  signal?: AbortSignal
  onProgress?: (progress: ArticlesProgress) => void
  store?: KeyValueStore
  fetchPage?: typeof fetchPostsPage
}

/**
 * Fetches the latest articles (in batches of 20) and keeps them whole, a few at a time. Stops at the first
 * write the device refuses, or when the network goes; what was saved by then stays.
 */
export async function saveLatestArticles({
  count = TRIP_ARTICLES,
  signal,
  onProgress,
  store,
  fetchPage = fetchPostsPage,
}: SaveLatestOptions = {}): Promise<ArticlesOutcome> {
  const posts: Post[] = []
  let failure: ArticlesOutcome['failure'] = null
  try {
    for (let page = 1; posts.length < count; page++) {
      const batch = await fetchPage(page, signal)
      posts.push(...batch.posts.filter((post) => !posts.some((held) => held.id === post.id)))
      if (batch.received < FETCH_PAGE_SIZE || (batch.totalPages !== null && page >= batch.totalPages)) break
    }
  } catch (error) {
    if (signal?.aborted) throw error
    failure = 'network'
  }
  const wanted = posts.slice(0, count)
  const total = failure === 'network' ? Math.max(count, wanted.length) : wanted.length
  const progress: ArticlesProgress = { saved: 0, total, bytes: 0 }
  onProgress?.({ ...progress })
  for (let start = 0; start < wanted.length; start += SAVE_STEP) {
    if (signal?.aborted) break
    const step = wanted.slice(start, start + SAVE_STEP)
    // Reading every saved article back to trim them is the costly part: done once, after the last step.
    const outcome = await saveArticles(step, store, Date.now(), { trim: false })
    progress.saved += outcome.saved
    progress.bytes += step.slice(0, outcome.saved).reduce((sum, post) => sum + articleBytes(post), 0)
    onProgress?.({ ...progress })
    if (outcome.failure) {
      failure = outcome.failure
      break
    }
    await nextTask()
  }
  // The whole list came and was kept: what WordPress no longer lists drops out of the saved set.
  if (failure === null && !signal?.aborted) await dropUnpublished(wanted, store)
  await trimSavedArticles(store).catch(() => undefined)
  return { ...progress, failure, images: articleImages(wanted.slice(0, progress.saved)) }
}

export interface SavedArticlesSummary {
  count: number
  bytes: number
  /** When the newest of them was saved (ms), or null with none. */
  savedAt: number | null
  images: string[]
}

/** What the device holds of the news: how many articles, their size, when last saved, their images. */
export async function savedArticlesSummary(store?: KeyValueStore): Promise<SavedArticlesSummary> {
  const saved = await listSavedArticles(store)
  return {
    count: saved.length,
    bytes: saved.reduce((sum, item) => sum + articleBytes(item.post), 0),
    savedAt: saved.reduce<number | null>((latest, item) => (latest === null || item.savedAt > latest ? item.savedAt : latest), null),
    images: articleImages(saved.map((item) => item.post)),
  }
}

/**
 * The saved articles against the latest list from WordPress: those no longer on it, though they are newer
 * than its oldest, were removed or unpublished there and drop out. Returns how many were dropped.
 */
export async function dropUnpublished(latest: readonly Post[], store?: KeyValueStore): Promise<number> {
  if (latest.length === 0) return 0
  const oldest = latest.reduce((min, post) => (post.date < min ? post.date : min), latest[0]?.date ?? '')
  const listed = new Set(latest.map((post) => post.id))
  const gone = (await listSavedArticles(store)).filter((item) => item.post.date >= oldest && !listed.has(item.post.id)).map((item) => item.post.id)
  await removeSavedArticles(gone, store)
  return gone.length
}

export { clearSavedArticles }
