/**
 * Whether an error says a piece of the app's code could not be fetched: offline before a service worker
 * kept the app, or a file a newer build replaced. Chromium, Firefox and Safari word it so; Vite's helper
 * for a chunk's stylesheet too.
 */
const CODE_NOT_FETCHED = /dynamically imported module|Importing a module script failed|Unable to preload CSS/i

export function codeNotFetched(error: unknown): boolean {
  const message =
    typeof error === 'string' ? error : typeof error === 'object' && error !== null && 'message' in error ? error.message : null
  return typeof message === 'string' && CODE_NOT_FETCHED.test(message)
}
