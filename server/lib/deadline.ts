// A bound on how long the server waits for its database. A database that stops answering (a network
// partition, a stalled or overloaded server) does not refuse: its queries simply never settle, and
// without a bound every /readyz probe and every POST would hang with them, holding a connection each.

/** A wait that ran past its bound; what was waited for may still settle later. */
export class DeadlineError extends Error {
  constructor(what: string, ms: number) {
    super(`${what} did not answer within ${ms} ms`)
    this.name = 'DeadlineError'
  }
}

/** `work`'s result, or a DeadlineError once `ms` have passed without one. */
export async function withDeadline<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DeadlineError(what, ms)), ms)
  })
  try {
    return await Promise.race([work, deadline])
  } finally {
    clearTimeout(timer)
  }
}
