// Opaque images (another origin without CORS, e.g. WordPress uploads) answer with status 0: the worker
// cannot tell a picture from a 404 or a 500 page. Kept for 30 days like a measured image, an error answer
// would be shown for 30 days. So an opaque image is served from the cache only while it is fresh
// (OPAQUE_FRESH_SECONDS); after that the network is asked first and its answer replaces the kept one, and
// the kept one is still shown when the network cannot answer (offline, a trip's saved articles).

/** How long a kept opaque image is used without asking the network again. */
export const OPAQUE_FRESH_SECONDS = 60 * 60

/** What to answer for an opaque image: the kept one while fresh, else the network's, else the kept one. */
export async function opaqueImageAnswer({
  kept,
  fresh,
  network,
}: {
  /** The kept answer, if any. */
  kept: Response | undefined
  /** Whether the kept answer is still fresh (read only when there is one). */
  fresh: () => Promise<boolean>
  /** Fetches the image again (and keeps it). */
  network: () => Promise<Response>
}): Promise<Response> {
  if (kept && (await fresh().catch(() => false))) return kept
  try {
    return await network()
  } catch (error) {
    if (kept) return kept
    throw error
  }
}
