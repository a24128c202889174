// Per-client rate limits on the functions that cost something (a stored row, an upstream quota), with
// rate-limiter-flexible's in-memory limiter: each server process counts on its own, so with several
// instances behind a balancer a client gets up to the limit on each.
import type { Context, MiddlewareHandler } from 'hono'
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible'

export interface RateLimit {
  /** Requests allowed per client in each window; 0 turns the limit off. */
  points: number
  /** The window, in seconds. */
  seconds: number
}

/**
 * Counts each request against its client's allowance; past it, `refuse` answers (a 429 with
 * Retry-After, in the function's own error shape) and the handler never runs.
 */
export function rateLimit(
  { points, seconds }: RateLimit,
  keyOf: (c: Context) => string,
  refuse: (c: Context, retryAfterSeconds: number) => Response,
): MiddlewareHandler {
  if (points <= 0) return (_c, next) => next()
  const limiter = new RateLimiterMemory({ points, duration: seconds })
  return async (c, next) => {
    try {
      await limiter.consume(keyOf(c))
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection
      const retryAfter = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000))
      c.header('Retry-After', String(retryAfter))
      c.header('Cache-Control', 'no-store')
      return refuse(c, retryAfter)
    }
    await next()
  }
}
