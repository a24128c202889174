// Fetch helpers with a timeout and a typed error. No product knowledge here.

import { nextTask } from './start'

export class HttpError extends Error {
  readonly status: number | undefined
  readonly url: string

  constructor(message: string, url: string, status?: number) {
    super(message)
    this.name = 'HttpError'
    this.url = url
    this.status = status
  }
}

let onNetworkFailure: (() => void) | null = null

/**
 * Tells `listener` of each request that got no answer at all (no network, the server gone, a timeout;
 * not a status, not the caller's abort): lib/reachability.ts, once started, then asks the app's server.
 */
export function whenNetworkFails(listener: (() => void) | null): void {
  onNetworkFailure = listener
}

interface RequestOptions extends Omit<RequestInit, 'signal'> {
  signal?: AbortSignal | undefined
  /** Abort after this many milliseconds (default 10 s). */
  timeoutMs?: number
}

/**
 * fetch() that aborts after `timeoutMs` and turns network failures and non-2xx statuses into HttpError.
 * The request starts in a task of its own: what asks for it (a render's effects starting every query of
 * a screen at once) stays short, and so does each request's start.
 */
export async function request(url: string, options: RequestOptions = {}): Promise<Response> {
  await nextTask()
  const { timeoutMs = 10_000, signal, ...init } = options
  const timeout = AbortSignal.timeout(timeoutMs)
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout
  let response: Response
  try {
    response = await fetch(url, { ...init, signal: combined })
  } catch (cause) {
    if (signal?.aborted) throw cause
    onNetworkFailure?.()
    const reason = timeout.aborted ? 'timed out' : 'network error'
    throw new HttpError(`Request ${reason}: ${url}`, url)
  }
  if (!response.ok) throw new HttpError(`HTTP ${response.status} from ${url}`, url, response.status)
  return response
}

/** GET (or any method) returning the parsed JSON body as unknown: validate it before use. */
export async function getJson(url: string, options: RequestOptions = {}): Promise<unknown> {
  const response = await request(url, { ...options, headers: { Accept: 'application/json', ...options.headers } })
  try {
    return (await response.json()) as unknown
  } catch {
    throw new HttpError(`Invalid JSON from ${url}`, url, response.status)
  }
}

/** GET returning the body as text together with the response (for headers). */
export async function getText(url: string, options: RequestOptions = {}): Promise<string> {
  const response = await request(url, options)
  return response.text()
}

/** Adds query parameters to an address, keeping those it already has. */
export function withQuery(url: string, params: Record<string, string | number | boolean | undefined>): string {
  const target = new URL(url)
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) target.searchParams.set(key, String(value))
  }
  return target.href
}
