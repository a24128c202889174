import { infiniteQueryOptions, queryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query'
import {
  FETCH_PAGE_SIZE,
  fetchCategories,
  fetchPost,
  fetchPostsPage,
  MAX_POSTS,
  parseCategories,
  PLACEHOLDER_IMAGE,
  type Category,
  type Post,
  type PostsPage,
} from './api'
import { storage } from '@/content/storage-keys'

export const newsKeys = {
  all: ['news'] as const,
  posts: ['news', 'posts'] as const,
  categories: ['news', 'categories'] as const,
  post: (id: number) => ['news', 'post', id] as const,
  saved: (id: number) => ['news', 'saved', id] as const,
  savedList: ['news', 'saved-list'] as const,
}

/** The posts held, in the order the service returned them, each id once, and what the service says of the rest. */
interface PostsList {
  posts: Post[]
  /** X-WP-Total of the latest batch, when sent. */
  total: number | null
  /**
   * Whether a further batch exists after these posts. The same as the query's `hasNextPage`, but carried
   * with the posts, so a view that shows them deferred never pairs older posts with newer news of the rest.
   */
  hasMore: boolean
}

/**
 * The page param of the next batch, or undefined when there is none: only after a full batch of 20,
 * never past the last page the service reported, and not once 100 posts are held.
 */
export function nextBatchParam(pages: readonly PostsPage[], lastParam: number): number | undefined {
  const last = pages[pages.length - 1]
  if (!last || last.received < FETCH_PAGE_SIZE) return undefined
  if (last.totalPages !== null && lastParam >= last.totalPages) return undefined
  const held = pages.reduce((sum, page) => sum + page.posts.length, 0)
  if (held >= MAX_POSTS || pages.length * FETCH_PAGE_SIZE >= MAX_POSTS) return undefined
  return lastParam + 1
}

function flattenPosts(data: InfiniteData<PostsPage, number>): PostsList {
  const seen = new Set<number>()
  const posts: Post[] = []
  for (const page of data.pages) {
    for (const post of page.posts) {
      if (seen.has(post.id)) continue
      seen.add(post.id)
      posts.push(post)
    }
  }
  const lastParam = data.pageParams[data.pageParams.length - 1]
  const hasMore = lastParam !== undefined && nextBatchParam(data.pages, lastParam) !== undefined
  return { posts, total: data.pages[data.pages.length - 1]?.total ?? null, hasMore }
}

/**
 * What the news listing shows is kept whole on this device (the body, the featured image), so every
 * article on it opens offline, not only the ones that were opened. Out of the way of the listing: loaded
 * when needed, and a storage error only means less is kept. (The home page's teaser does not call it: its
 * code stays off the home page's budget; the listing keeps the same posts from the cache when it opens.)
 */
export async function keepListed(posts: readonly Post[]): Promise<void> {
  if (posts.length === 0) return
  try {
    const [{ saveArticles }, { keepImages }] = await Promise.all([import('./saved-articles'), import('@/lib/keep-images')])
    await saveArticles(posts)
    await keepImages(posts.map((post) => post.image).filter((image) => image !== PLACEHOLDER_IMAGE))
  } catch (error) {
    // Offline before the service worker kept the app, that code cannot come: nothing more is kept this time.
    console.info('The listed articles could not be kept on this device:', error)
  }
}

/**
 * The posts list in batches of 20. The next batch exists only after a full one and until 100 posts are
 * held; the listing asks for it while the reader is within two pages of the end (see wantsNextBatch).
 * Persisted, so the news reads offline.
 */
export const postsQuery = () =>
  infiniteQueryOptions({
    queryKey: newsKeys.posts,
    queryFn: ({ pageParam, signal }) => fetchPostsPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (_last, pages, lastParam) => nextBatchParam(pages, lastParam),
    select: flattenPosts,
    staleTime: 10 * 60 * 1000,
    meta: { persist: true },
  })

const CATEGORIES_SESSION_KEY = storage.newsCategories.name

function sessionCategories(): Category[] | null {
  try {
    const raw = window.sessionStorage.getItem(CATEGORIES_SESSION_KEY)
    return raw === null ? null : parseCategories(JSON.parse(raw))
  } catch {
    return null
  }
}

function keepCategoriesForSession(categories: Category[]): void {
  try {
    window.sessionStorage.setItem(CATEGORIES_SESSION_KEY, JSON.stringify(categories))
  } catch {
    // Storage full or disabled: the query cache still has them.
  }
}

/** The categories, fetched once per browser session (kept in sessionStorage) and persisted for offline. */
export const categoriesQuery = () =>
  queryOptions({
    queryKey: newsKeys.categories,
    queryFn: async ({ signal }) => {
      const cached = sessionCategories()
      if (cached) return cached
      const categories = await fetchCategories(signal)
      keepCategoriesForSession(categories)
      return categories
    },
    staleTime: 60 * 60 * 1000,
    meta: { persist: true },
  })

/** A single post with its body. Its copy lives in IndexedDB (the reader keeps it), not in the persisted cache. */
export const postQuery = (id: number) =>
  queryOptions({
    queryKey: newsKeys.post(id),
    queryFn: ({ signal }) => fetchPost(id, signal),
    staleTime: 10 * 60 * 1000,
  })

/** The copy of an article kept in IndexedDB (undefined when there is none), read without the network. */
export const savedArticleQuery = (id: number) =>
  queryOptions({
    queryKey: newsKeys.saved(id),
    queryFn: async () => (await (await import('./saved-articles')).getSavedArticle(id)) ?? null,
    networkMode: 'always',
    staleTime: Infinity,
    retry: false,
  })

/**
 * Every article kept on this device (IndexedDB), newest first: what the listing and the reader add to the
 * posts held when the network is gone, so an article saved for the trip is listed, found and reached by
 * Previous and Next offline, not only opened by its address. Read again each time it is used.
 */
export const savedArticlesQuery = () =>
  queryOptions({
    queryKey: newsKeys.savedList,
    queryFn: async () => (await (await import('./saved-articles')).listSavedArticles()).map((saved) => saved.post),
    networkMode: 'always',
    staleTime: 0,
    retry: false,
  })

/**
 * The posts held, followed by the saved articles they do not include, newest first: offline, the list a
 * person can read. The posts held keep their places, so a page does not change under the reader.
 */
export function withSaved(posts: readonly Post[], saved: readonly Post[] | undefined): Post[] {
  if (!saved || saved.length === 0) return [...posts]
  const held = new Set(posts.map((post) => post.id))
  return [...posts, ...saved.filter((post) => !held.has(post.id))]
}

/** Keeps an article that was read in IndexedDB and tells the saved-copy query. */
export async function rememberArticle(queryClient: QueryClient, post: Post): Promise<void> {
  try {
    const saved = await (await import('./saved-articles')).saveArticle(post)
    if (saved) queryClient.setQueryData(newsKeys.saved(post.id), saved)
  } catch (error) {
    // As in keepListed: the article is on screen, only its copy is not kept.
    console.info('The article could not be kept on this device:', error)
  }
}
