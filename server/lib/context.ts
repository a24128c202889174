// What every router receives from createApp: the configuration and the few things tests replace.
import type { ServerConfig } from '../config'
import type { Forwarder } from './forwarder'
import type { LimiterStore } from './rate-limit'
import type { ServiceRequestStore } from './service-requests-store'

/** Binary demo media (the destination clips, the post images) that are not generated on the fly. */
export interface MediaStore {
  /** The bytes of a file under the demo media folder, e.g. 'destinations/Berlin.mp4', or null. */
  read(path: string): Promise<Uint8Array<ArrayBuffer> | null>
}

/** How long the server waits for its database before it treats it as not answering (server/lib/deadline.ts). */
export interface StoreTimeouts {
  /** A /readyz probe's query. */
  readyMs: number
  /** Storing a service request. */
  saveMs: number
  /** Counting a request against a shared rate limit. */
  limiterMs: number
}

export interface AppDeps {
  config: ServerConfig
  /** The clock: demo dates ("today"), relative review times and cache expiry follow it. */
  now: () => Date
  media: MediaStore | undefined
  /** Where service requests are stored (SQLite on Node; in memory when none was given). */
  serviceRequests: ServiceRequestStore
  /** Forwards stored requests to the webhook; null when no webhook is configured. */
  forwarder: Forwarder | null
  /** Where the per-client rate limits count (this process's memory unless the caller shares a store). */
  limiters: LimiterStore
  timeouts: StoreTimeouts
}
