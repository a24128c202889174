// Per-client rate limits on the functions that cost something (a stored row, an upstream quota), with
// rate-limiter-flexible. Where the counts live is the caller's choice (a LimiterStore): in this process's
// memory by default (one process: the SQLite design), or in PostgreSQL with DATABASE_URL, shared by every
// instance (server/node-rate-limits-postgres.ts), so N instances still allow each client the limit once.
import type { Context, MiddlewareHandler } from 'hono'
import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'
import { DeadlineError, withDeadline } from './deadline'
import { logEvent } from './log'

export interface RateLimit {
  /** Requests allowed per client in each window; 0 turns the limit off. */
  points: number
  /** The window, in seconds. */
  seconds: number
}

/** Makes the limiter of one named limit (`service-requests`, `weather`): where its counts are kept. */
export type LimiterStore = (name: string, limit: RateLimit) => RateLimiterAbstract

/** Counts kept in this process: each instance counts on its own. */
export const memoryLimiters: LimiterStore = (name, { points, seconds }) =>
  new RateLimiterMemory({ keyPrefix: name, points, duration: seconds })

/** After a shared store missed its deadline, how long each process counts on its own before asking it again. */
export const STORE_RETRY_MS = 15_000

/** The header a handler sets on an answer that repeats one already given (an idempotent replay). */
export const REPLAYED_HEADER = 'Idempotent-Replayed'

/**
 * Counts each request against its client's allowance; past it, `refuse` answers (a 429 with
 * Retry-After, in the function's own error shape) and the handler never runs. A shared store (PostgreSQL)
 * that does not answer within `timeoutMs` is not waited for: that request is counted in this process's
 * memory instead, as the store's own fallback does when the database refuses, and so is every request of
 * the next STORE_RETRY_MS, without asking the store (a stalled database would cost each of them the whole
 * `timeoutMs`); then the store is asked again. So a stalled database never holds the requests that only
 * wanted to be counted. Each switch is one JSON log line (`rate_limit_store`). An answer the handler marks as a replay
 * (REPLAYED_HEADER: the same request sent again, stored once) gives its point back, so a request is counted
 * once however often it is retried.
 */
export function rateLimit(
  limit: RateLimit & { name: string; store?: LimiterStore; timeoutMs?: number; now?: () => number },
  keyOf: (c: Context) => string,
  refuse: (c: Context, retryAfterSeconds: number) => Response,
): MiddlewareHandler {
  if (limit.points <= 0) return (_c, next) => next()
  const limiter = (limit.store ?? memoryLimiters)(limit.name, limit)
  const { timeoutMs, now = Date.now } = limit
  let local: RateLimiterAbstract | undefined
  /** While the shared store is given a rest after missing its deadline: until when (0: it is asked). */
  let storeRestsUntil = 0
  return async (c, next) => {
    const key = keyOf(c)
    let retryAfter: number | null
    let counted = limiter
    if (local && now() < storeRestsUntil) {
      counted = local
      retryAfter = await consumeOne(c, local, key)
    } else {
      try {
        retryAfter = await consumeOne(c, limiter, key, timeoutMs)
        if (storeRestsUntil !== 0) {
          storeRestsUntil = 0
          logEvent({ event: 'rate_limit_store', limit: limit.name, outcome: 'answering', counting: 'store' }, 'warn')
        }
      } catch (error) {
        if (!(error instanceof DeadlineError)) throw error
        storeRestsUntil = now() + STORE_RETRY_MS
        logEvent({ event: 'rate_limit_store', limit: limit.name, outcome: 'timeout', error: error.message, counting: 'process' }, 'error')
        local ??= memoryLimiters(limit.name, limit)
        counted = local
        retryAfter = await consumeOne(c, local, key)
      }
    }
    if (retryAfter !== null) return refuse(c, retryAfter)
    await next()
    if (c.res.headers.get(REPLAYED_HEADER) !== 'true') return
    try {
      const refund = counted.reward(key, 1)
      await (timeoutMs === undefined || counted === local ? refund : withDeadline(refund, timeoutMs, 'The rate-limit store'))
    } catch (error) {
      // The answer is already made; a refund the store could not take leaves the point spent, no more.
      const message = error instanceof Error ? error.message : String(error)
      logEvent({ event: 'rate_limit_store', limit: limit.name, outcome: 'refund_failed', error: message }, 'error')
    }
  }
}

/**
 * Counts one request of `key`: null while within its allowance; past it, the whole seconds until the next
 * is allowed, with Retry-After set on the answer and the refusal never cached. With `timeoutMs`, a store
 * that does not answer in time rejects with a DeadlineError.
 */
export async function consumeOne(c: Context, limiter: RateLimiterAbstract, key: string, timeoutMs?: number): Promise<number | null> {
  try {
    const counted = limiter.consume(key)
    await (timeoutMs === undefined ? counted : withDeadline(counted, timeoutMs, 'The rate-limit store'))
    return null
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection
    const retryAfter = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000))
    c.header('Retry-After', String(retryAfter))
    c.header('Cache-Control', 'no-store')
    return retryAfter
  }
}
