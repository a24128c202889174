// DEMO_FAULTS: switch chosen upstreams to 503 so the client's fallbacks can be checked by hand.
import type { MiddlewareHandler } from 'hono'
import type { DemoFault } from '../config'

export function faultSwitch(faults: ReadonlySet<DemoFault>, name: DemoFault): MiddlewareHandler {
  return async (c, next) => {
    if (!faults.has(name)) return next()
    c.header('Retry-After', '60')
    return c.json({ error: `Service unavailable (DEMO_FAULTS includes ${name})`, code: 'unavailable' }, 503)
  }
}
