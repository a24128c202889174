// Server configuration: every environment variable the server reads, in one place, with its default.
// .env.example documents the same variables for people; keep the two in step.
//
// Nothing here imports a Node module, so server/app.ts stays runtime-agnostic: on Node, node.ts calls
// loadEnvFiles() first; elsewhere the platform fills process.env (or passes options to createApp).

/** Demo upstreams and functions that DEMO_FAULTS can switch to 503 for manual failure checks. */
const demoFaultNames = ['rates', 'wordpress', 'sheet', 'reviews', 'weather'] as const
export type DemoFault = (typeof demoFaultNames)[number]

export interface ServerConfig {
  /** HOST: interface `npm start` listens on. Loopback by default so nothing is exposed by accident. */
  host: string
  /** PORT: port of `npm start`. */
  port: number
  /** WEATHER_API_KEY: WeatherAPI.com key. Unset means the deterministic demo generator answers (on demo data). */
  weatherApiKey: string | undefined
  /** WEATHER_API_BASE: WeatherAPI.com v1 root (the server appends /current.json or /forecast.json). */
  weatherApiBase: string
  /** WEATHER_CACHE_SECONDS: how long a proxied weather answer is reused. */
  weatherCacheMs: number
  /** GOOGLE_PLACES_API_KEY: Places API key. Reviews are live only when the key and the place id are both set. */
  googlePlacesApiKey: string | undefined
  /** GOOGLE_PLACE_ID: the consultancy's place. */
  googlePlaceId: string | undefined
  /** GOOGLE_PLACES_API_BASE: Places API root (the server appends /details/json). */
  googlePlacesApiBase: string
  /** REVIEWS_CACHE_SECONDS: how long live reviews are reused (Places quotas are per call). */
  reviewsCacheMs: number
  /** UPSTREAM_TIMEOUT_MS: a keyed upstream that takes longer than this counts as failed (502). */
  upstreamTimeoutMs: number
  /**
   * DEMO_DATA (auto | on | off): whether the app runs on the embedded demo data, mounting the demo
   * upstreams under /demo and letting the keyed functions answer from the demo when they have no key.
   * `auto` (the default) means on unless the deployment configures its real upstreams (an absolute http(s)
   * VITE_* address); `on` keeps the demo for whatever is not configured; `off` never mounts it.
   */
  demo: boolean
  /** DEMO_FAULTS: comma list of demo upstreams/functions that answer 503 (or `all`). */
  demoFaults: ReadonlySet<DemoFault>
  /**
   * Origins of the absolute VITE_* addresses the client was built with. The shell's CSP adds them to
   * connect-src, or the browser (and the service worker) could not reach a real upstream.
   */
  clientOrigins: readonly string[]
  /**
   * SERVICE_REQUESTS_DB: the SQLite file where service requests are stored, relative to the project root
   * (or absolute). The folder is created when missing.
   */
  serviceRequestsDb: string
  /** SERVICE_REQUESTS_WEBHOOK_URL: where each stored request is forwarded (POST JSON); unset means stored only. */
  serviceRequestsWebhookUrl: string | undefined
  /** SERVICE_REQUESTS_WEBHOOK_SECRET: signs forwarded bodies (X-Waypoint-Signature: sha256=HMAC). */
  serviceRequestsWebhookSecret: string | undefined
}

type Env = Readonly<Record<string, string | undefined>>

function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim()
  return value ? value : undefined
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = text(env, name)
  if (raw === undefined) return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer from ${min} to ${max}, got "${raw}"`)
  }
  return value
}

function base(env: Env, name: string, fallback: string): string {
  const value = text(env, name) ?? fallback
  try {
    new URL(value)
  } catch {
    throw new Error(`${name} must be an absolute URL, got "${value}"`)
  }
  return value.replace(/\/+$/, '')
}

/** An optional absolute http(s) address. */
function optionalUrl(env: Env, name: string): string | undefined {
  const value = text(env, name)
  if (value === undefined) return undefined
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL, got "${value}"`)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`${name} must be an http(s) URL, got "${value}"`)
  return url.href
}

function faults(env: Env): ReadonlySet<DemoFault> {
  const names = (text(env, 'DEMO_FAULTS') ?? '').split(',').map((name) => name.trim().toLowerCase()).filter(Boolean)
  if (names.includes('all')) return new Set(demoFaultNames)
  const unknown = names.filter((name) => !(demoFaultNames as readonly string[]).includes(name))
  if (unknown.length > 0) {
    throw new Error(`DEMO_FAULTS: unknown name(s) ${unknown.join(', ')}; use ${demoFaultNames.join(', ')} or all`)
  }
  return new Set(names as DemoFault[])
}

const demoDataModes = ['auto', 'on', 'off'] as const

/** DEMO_DATA: on, off, or (auto) on unless the client was given a real upstream's address. */
function demoData(env: Env, origins: readonly string[]): boolean {
  const raw = text(env, 'DEMO_DATA') ?? 'auto'
  const mode = demoDataModes.find((name) => name === raw.toLowerCase())
  if (!mode) throw new Error(`DEMO_DATA must be one of ${demoDataModes.join(', ')}, got "${raw}"`)
  return mode === 'auto' ? origins.length === 0 : mode === 'on'
}

/** Origins (scheme://host:port) of every absolute http(s) VITE_* value; root-relative ones are same-origin already. */
function clientOrigins(env: Env): string[] {
  const origins = new Set<string>()
  for (const [name, value] of Object.entries(env)) {
    if (!name.startsWith('VITE_') || !value) continue
    // The video pattern holds a {city} placeholder, which URL() would reject in some positions.
    const candidate = value.trim().replace(/\{[^}]*\}/g, 'x')
    if (!/^https?:\/\//i.test(candidate)) continue
    try {
      origins.add(new URL(candidate).origin)
    } catch {
      // Not an address (a typo in .env): the client will fail loudly on its own; CSP just skips it.
    }
  }
  return [...origins].sort()
}

/** The server configuration from environment variables (pure: pass any record, e.g. {} for pure defaults in tests). */
export function parseServerConfig(env: Env): ServerConfig {
  const origins = clientOrigins(env)
  return {
    host: text(env, 'HOST') ?? '127.0.0.1',
    port: integer(env, 'PORT', 4173, 0, 65535),
    weatherApiKey: text(env, 'WEATHER_API_KEY'),
    weatherApiBase: base(env, 'WEATHER_API_BASE', 'https://api.weatherapi.com/v1'),
    weatherCacheMs: integer(env, 'WEATHER_CACHE_SECONDS', 300, 0, 86_400) * 1000,
    googlePlacesApiKey: text(env, 'GOOGLE_PLACES_API_KEY'),
    googlePlaceId: text(env, 'GOOGLE_PLACE_ID'),
    googlePlacesApiBase: base(env, 'GOOGLE_PLACES_API_BASE', 'https://maps.googleapis.com/maps/api/place'),
    reviewsCacheMs: integer(env, 'REVIEWS_CACHE_SECONDS', 3600, 0, 7 * 86_400) * 1000,
    upstreamTimeoutMs: integer(env, 'UPSTREAM_TIMEOUT_MS', 8000, 100, 120_000),
    demo: demoData(env, origins),
    demoFaults: faults(env),
    clientOrigins: origins,
    serviceRequestsDb: text(env, 'SERVICE_REQUESTS_DB') ?? '.data/service-requests.db',
    serviceRequestsWebhookUrl: optionalUrl(env, 'SERVICE_REQUESTS_WEBHOOK_URL'),
    serviceRequestsWebhookSecret: text(env, 'SERVICE_REQUESTS_WEBHOOK_SECRET'),
  }
}

/** The configuration of this process: process.env where there is one (Node, most serverless platforms). */
export function serverConfigFromEnv(): ServerConfig {
  return parseServerConfig(globalThis.process?.env ?? {})
}

/**
 * Loads .env files the way Vite does for `vite build` (mode production), so the server sees the same
 * VITE_* values the client was built with, plus its own keys. Variables already set in the environment
 * win, then .env.production.local, .env.local, .env.production, .env.
 */
export function loadEnvFiles(dir: string): void {
  for (const file of ['.env.production.local', '.env.local', '.env.production', '.env']) {
    try {
      // loadEnvFile never overwrites a variable that is already set, so the first file read wins.
      process.loadEnvFile(`${dir}/${file}`)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    }
  }
}
