/**
 * Takes out of the document every stylesheet link whose load fails, from now on; returns what stops it.
 *
 * Vite's helper for a lazy chunk adds a `<link rel="stylesheet">` for the chunk's CSS, unless the document
 * already has a link to that address. A link that failed (offline, before the service worker kept the app)
 * would stay, and every later attempt would skip the stylesheet: the screen would come back unstyled once
 * the connection returns. Without the failed link, the next attempt adds a fresh one and fetches it again.
 * The listener captures the link's error before the helper's own listener on the link, which still runs.
 */
export function forgetFailedStylesheets(target: Document = document): () => void {
  const onError = (event: Event) => {
    const link = event.target
    if (link instanceof HTMLLinkElement && link.rel === 'stylesheet') link.remove()
  }
  target.addEventListener('error', onError, true)
  return () => target.removeEventListener('error', onError, true)
}
