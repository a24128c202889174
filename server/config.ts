// Server configuration: every environment variable the server reads, in one place, with its default.
// .env.example documents the same variables for people; keep the two in step.
//
// Nothing here imports a Node module, so server/app.ts stays runtime-agnostic: on Node, node.ts calls
// loadEnvFiles() first; elsewhere the platform fills process.env (or passes options to createApp).
//
// Build once, configure where it runs: the public addresses (src/content/settings.ts) are read here at
// start, handed to the browser in the page the server sends, and the Content-Security-Policy and the
// service worker's caches are derived from the very same values. A malformed or missing setting stops
// the start with a message naming it; the server never runs half-configured.
import {
  demoSettings,
  isLanguageTag,
  isSettingAddress,
  originOf,
  settingNames,
  type PublicSettings,
  type SettingName,
} from '../src/content/settings'
import { settingSpecs } from '../src/content/setting-specs'
import type { RateLimit } from './lib/rate-limit'

/** Demo upstreams and functions that DEMO_FAULTS can switch to 503 for manual failure checks. */
const demoFaultNames = ['rates', 'wordpress', 'sheet', 'reviews', 'weather'] as const
export type DemoFault = (typeof demoFaultNames)[number]

export interface ServerConfig {
  /** HOST: interface `npm start` listens on. Loopback by default so nothing is exposed by accident. */
  host: string
  /** PORT: port of `npm start`. */
  port: number
  /**
   * SHUTDOWN_DELAY_MS: on SIGTERM, how long /readyz answers 503 while the server still takes requests, so
   * a load balancer notices and stops sending before the server stops accepting connections.
   */
  shutdownDelayMs: number
  /**
   * HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS, MAX_CONNECTIONS: how long a client may
   * take to send its headers and its whole request, how long an idle keep-alive connection stays open,
   * and how many connections are served at once (more are closed as they arrive). A slow or idle client
   * holds a socket and memory; these bound both.
   */
  connections: { headersTimeoutMs: number; requestTimeoutMs: number; keepAliveTimeoutMs: number; maxConnections: number }
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
  /** DEMO_FAULTS: comma list of demo upstreams/functions that answer 503 (or `all`). */
  demoFaults: ReadonlySet<DemoFault>
  /**
   * DEMO_DATA (auto | on | off): whether the app runs on the embedded demo data: the demo upstreams under
   * /demo are mounted and back the addresses a deployment did not set, and the keyed functions answer
   * from the demo when they have no key. auto (the default): only while no upstream address is set; on:
   * the demo for whatever is not configured; off: never.
   */
  demo: boolean
  /** The public addresses the browser uses (src/content/settings.ts), as configured or their demo defaults. */
  settings: PublicSettings
  /**
   * PUBLIC_ORIGIN: the address people reach the app at (https://app.example.com), when the server sits
   * behind a proxy or a load balancer. Absolute links and HSTS follow it; unset, each request's own.
   */
  publicOrigin: string | undefined
  /**
   * ALLOWED_HOSTS: the host names the server answers for (besides PUBLIC_ORIGIN's); any other Host gets 421,
   * so a DNS-rebinding page or a forged Host reaches nothing. With neither set: loopback names and HOST.
   */
  allowedHosts: string[]
  /**
   * TRUST_PROXY: read X-Forwarded-For (its last entry, the proxy's own), X-Forwarded-Host and
   * X-Forwarded-Proto; only behind a proxy that sets them.
   */
  trustProxy: boolean
  /**
   * ALLOWED_ORIGINS: other origins whose pages may call the backend functions (an app served from another
   * address than its API). The app's own pages always may; any other site gets 403.
   */
  allowedOrigins: string[]
  /**
   * OPERATOR_TOKEN: a secret of at least 32 characters; `Authorization: Bearer <token>` on /readyz adds the
   * forwarding backlog (requests waiting, dead letters). Unset: nobody gets it over HTTP.
   */
  operatorToken: string | undefined
  /** SERVICE_REQUESTS_RATE_LIMIT: service requests one client may send in 10 minutes (0: no limit). */
  serviceRequestsRateLimit: RateLimit
  /** WEATHER_RATE_LIMIT: weather calls one client may make in a minute (0: no limit). */
  weatherRateLimit: RateLimit
  /**
   * HSTS: send Strict-Transport-Security (max-age two years, includeSubDomains) on answers served over
   * https, and redirect requests that a trusted proxy says came over http. On by default when
   * PUBLIC_ORIGIN is https or TRUST_PROXY is on (a proxy saying X-Forwarded-Proto: https).
   */
  hsts: boolean
  /**
   * SERVICE_REQUESTS_DB: the SQLite file where service requests are stored, relative to the project root
   * (or absolute). The folder is created when missing.
   */
  serviceRequestsDb: string
  /** SERVICE_REQUESTS_WEBHOOK_URL: where each stored request is forwarded (POST JSON); unset means stored only. */
  serviceRequestsWebhookUrl: string | undefined
  /** SERVICE_REQUESTS_WEBHOOK_SECRET: signs forwarded bodies with a timestamp (X-Waypoint-Timestamp, X-Waypoint-Signature). */
  serviceRequestsWebhookSecret: string | undefined
  /** SERVICE_REQUESTS_FORWARD_MAX_ATTEMPTS: failed forwards before a request is given up (a dead letter). */
  serviceRequestsForwardMaxAttempts: number
  /** SERVICE_REQUESTS_FORWARD_CLAIM_SECONDS: how long a process holds a request it is forwarding. */
  serviceRequestsForwardClaimMs: number
  /**
   * DATABASE_URL: a PostgreSQL database (postgres://user:password@host:port/name) for the service requests,
   * shared by every server process; unset means the embedded SQLite file of SERVICE_REQUESTS_DB.
   */
  databaseUrl: string | undefined
}

type Env = Readonly<Record<string, string | undefined>>

function text(env: Env, name: string): string | undefined {
  const value = env[name]?.trim()
  return value ? value : undefined
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = text(env, name)
  if (raw === undefined) return fallback
  // Digits only: Number() would also read 0x10CD, 1e3 and 4301.0, so PORT=0x10CD listened on 4301.
  const value = /^[+-]?\d+$/.test(raw) ? Number(raw) : NaN
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer from ${min} to ${max}, got "${raw}"`)
  }
  return value
}

/**
 * An address with a user name or password in it (https://user:secret@host/): refused for every public
 * setting, since the page hands those to every visitor. The value is never echoed: it holds a secret.
 */
function refuseCredentials(name: string, value: string): void {
  let url: URL
  try {
    url = new URL(value.replace(/\{city\}/g, 'x'))
  } catch {
    return
  }
  if (url.username || url.password) {
    throw new Error(`${name} must not carry credentials (user:password@): it is public, written into every page`)
  }
}

/** An upstream's root: an absolute http(s) address (never javascript:, file: or data:). */
function base(env: Env, name: string, fallback: string): string {
  const value = text(env, name) ?? fallback
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL, got "${value}"`)
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !url.hostname) {
    throw new Error(`${name} must be an http(s) URL, got "${url.protocol}" address`)
  }
  if (url.username || url.password) throw new Error(`${name} must not carry credentials (user:password@); the server passes its key itself`)
  return value.replace(/\/+$/, '')
}

/**
 * HOST: an IPv4 or IPv6 address or a host name, checked here so a typo (256.1.1.1) stops the start with
 * one line naming HOST instead of a stack trace from listen().
 */
function host(env: Env): string {
  const value = text(env, 'HOST') ?? '127.0.0.1'
  const bracketed = value.includes(':') ? `[${value.replace(/^\[|\]$/g, '')}]` : value
  let parsed: string | undefined
  try {
    const url = new URL(`http://${bracketed}/`)
    parsed = url.port === '' && url.pathname === '/' ? url.hostname : undefined
  } catch {
    parsed = undefined
  }
  // The URL parser rewrites what it accepts (1.2.3 → 1.2.0.3, upper case → lower case): only the
  // value as written, canonical already, is a host the server can be told to listen on.
  if (parsed === undefined || parsed !== bracketed.toLowerCase() || !/^[a-z0-9._\-:[\]]+$/.test(parsed)) {
    throw new Error(`HOST must be an IP address or a host name (for example 127.0.0.1, 0.0.0.0 or ::), got "${value}"`)
  }
  return value.replace(/^\[|\]$/g, '')
}

/**
 * SERVICE_REQUESTS_DB: a file path; never under /proc, /sys or /dev (a "file" there is the kernel's or a
 * device, and opening one can hang the start).
 */
function databaseFile(env: Env): string {
  const value = text(env, 'SERVICE_REQUESTS_DB') ?? '.data/service-requests.db'
  if (value !== ':memory:' && /^\/+(proc|sys|dev)(\/|$)/.test(value.replace(/\/\.(?=\/)/g, ''))) {
    throw new Error(`SERVICE_REQUESTS_DB must be a file on a disk, not under /proc, /sys or /dev, got "${value}"`)
  }
  return value
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

/** The webhook: https, or http on this machine only (personal details must not cross a network in clear), no credentials. */
function webhookUrl(env: Env): string | undefined {
  const name = 'SERVICE_REQUESTS_WEBHOOK_URL'
  const value = optionalUrl(env, name)
  if (value === undefined) return undefined
  const url = new URL(value)
  if (url.username || url.password) {
    // Never echo the value: it holds a password.
    throw new Error(`${name} must not carry credentials (user:password@); sign the requests with SERVICE_REQUESTS_WEBHOOK_SECRET instead`)
  }
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)
  if (url.protocol !== 'https:' && !loopback) throw new Error(`${name} must be an https URL (http only on this machine), got "${value}"`)
  return value
}

/**
 * A secret (OPERATOR_TOKEN, SERVICE_REQUESTS_WEBHOOK_SECRET): long enough that guessing it, or forging
 * what it signs, is hopeless. Never echoed.
 */
function secret(env: Env, name: string): string | undefined {
  const value = text(env, name)
  if (value === undefined) return undefined
  if (value.length < 32 || /\s/.test(value)) {
    throw new Error(`${name} must be at least 32 characters with no spaces (for example: openssl rand -hex 32)`)
  }
  return value
}

/** A PostgreSQL URL, checked for its form only (the server connects at start). Never echoed: it may carry the password. */
function databaseUrl(env: Env): string | undefined {
  const value = text(env, 'DATABASE_URL')
  if (value === undefined) return undefined
  if (!/^postgres(ql)?:\/\//i.test(value)) throw new Error('DATABASE_URL must be a postgres:// URL')
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new Error(
      'DATABASE_URL cannot be read as a URL (postgres://user:password@host:5432/name, a port up to 65535): ' +
        'a user name or password with @ : / ? # or % in it must be percent-encoded (encodeURIComponent)',
    )
  }
  if (!url.hostname || url.pathname.length < 2) throw new Error('DATABASE_URL must name a host and a database (postgres://user:password@host:5432/name)')
  return value
}

/** What a claim must outlast beyond the webhook's timeout: recording the outcome. */
const CLAIM_MARGIN_SECONDS = 5

/**
 * How long a process holds a request it is forwarding. Longer than the webhook's timeout
 * (UPSTREAM_TIMEOUT_MS), or a slow webhook would still be answering one process when the claim ran out
 * and another sent the request again: a shorter setting stops the start, and the default grows with the timeout.
 */
function forwardClaimMs(env: Env): number {
  const timeoutMs = integer(env, 'UPSTREAM_TIMEOUT_MS', 8000, 100, 120_000)
  const least = Math.ceil(timeoutMs / 1000) + CLAIM_MARGIN_SECONDS
  const fallback = Math.max(120, least)
  const seconds = integer(env, 'SERVICE_REQUESTS_FORWARD_CLAIM_SECONDS', fallback, 5, 86_400)
  if (seconds < least) {
    throw new Error(
      `SERVICE_REQUESTS_FORWARD_CLAIM_SECONDS must be at least ${least} with UPSTREAM_TIMEOUT_MS=${timeoutMs} (the webhook's timeout ` +
        `and ${CLAIM_MARGIN_SECONDS} s), got ${seconds}: a claim that runs out while the webhook is still answering lets another process send the request again`,
    )
  }
  return seconds * 1000
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

const DEMO_MODES = ['auto', 'on', 'off'] as const

/** Settings that name the app's own backend functions: setting them is not "configuring the upstreams". */
const FUNCTION_SETTINGS: readonly SettingName[] = ['reviewsFunctionUrl', 'weatherUrl', 'serviceRequestsUrl']

/** A path under a site address: https://site.example/ + /pm → https://site.example/pm. */
function under(site: string, path: string): string {
  return `${site.replace(/\/+$/, '')}${path}`
}

/** A comma list of http(s) origins (MEDIA_ORIGINS, ALLOWED_ORIGINS). */
function originList(env: Env, name: string): string[] {
  const raw = text(env, name)
  if (raw === undefined) return []
  return raw.split(',').map((item) => item.trim()).filter(Boolean).map((item) => {
    refuseCredentials(name, item)
    const origin = originOf(item)
    if (!origin || origin === 'null' || !isSettingAddress(item) || new URL(item).origin !== item.replace(/\/$/, '')) {
      throw new Error(`${name} must be a comma list of origins like https://media.example.com, got "${item}"`)
    }
    return origin
  })
}

/** CONTENT_LANGUAGE: the language of the posts and the sheets; the demo's is English, a live site's unknown unless set. */
function contentLanguage(env: Env, demoContent: boolean): string {
  const value = text(env, 'CONTENT_LANGUAGE')
  if (value === undefined) return demoContent ? demoSettings.contentLanguage : ''
  if (!isLanguageTag(value)) throw new Error(`CONTENT_LANGUAGE must be a language tag like en, he or pt-BR, got "${value}"`)
  return value
}

/** The public addresses, and whether the demo is on, from the environment; throws naming what is wrong. */
export function parseSettings(env: Env): { demo: boolean; settings: PublicSettings } {
  const mode = (text(env, 'DEMO_DATA') ?? 'auto').toLowerCase()
  if (!(DEMO_MODES as readonly string[]).includes(mode)) throw new Error(`DEMO_DATA must be auto, on or off, got "${mode}"`)

  const given: Partial<Record<SettingName, string>> = {}
  for (const name of settingNames) {
    const { env: variable } = settingSpecs[name]
    const value = text(env, variable)
    if (value === undefined) continue
    refuseCredentials(variable, value)
    if (!isSettingAddress(value)) throw new Error(`${variable} must be an absolute http(s) URL or a path on this site, got "${value}"`)
    given[name] = value
  }
  const configured = settingNames.some((name) => given[name] !== undefined && !FUNCTION_SETTINGS.includes(name))
  const demo = mode === 'on' || (mode === 'auto' && !configured)
  const placeId = text(env, 'GOOGLE_PLACE_ID')

  const addresses: Partial<Record<SettingName, string>> = {}
  const missing: string[] = []
  for (const name of settingNames) {
    const spec: { env: string; required: boolean; under?: string } = settingSpecs[name]
    const site = given.siteUrl
    const derived =
      spec.under !== undefined && site !== undefined
        ? under(site, spec.under)
        : name === 'allReviewsUrl' && placeId
          ? `https://search.google.com/local/reviews?placeid=${encodeURIComponent(placeId)}`
          : name === 'writeReviewUrl' && placeId
            ? `https://search.google.com/local/writereview?placeid=${encodeURIComponent(placeId)}`
            : undefined
    const value = given[name] ?? derived
    if (value !== undefined) addresses[name] = value
    else if (demo || FUNCTION_SETTINGS.includes(name)) addresses[name] = demoSettings[name]
    else if (spec.required) missing.push(spec.env)
    // Optional and unset on live data: the app goes without (e.g. no media host for destination clips).
    else addresses[name] = ''
  }
  if (missing.length > 0) {
    throw new Error(
      `${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set. A deployment on live data sets every upstream ` +
        '(see .env.example); DEMO_DATA=on keeps the demo for the ones not set.',
    )
  }
  return {
    demo,
    settings: { ...(addresses as Record<SettingName, string>), mediaOrigins: originList(env, 'MEDIA_ORIGINS'), contentLanguage: contentLanguage(env, demo && !configured) },
  }
}

/**
 * PUBLIC_ORIGIN: scheme://host[:port], nothing after it; kept as browsers write an origin (the host in
 * lower case, no default port: `https://APP.example.com:443` is `https://app.example.com`).
 */
function publicOrigin(env: Env): string | undefined {
  const value = text(env, 'PUBLIC_ORIGIN')
  if (value === undefined) return undefined
  refuseCredentials('PUBLIC_ORIGIN', value)
  const refused = new Error(`PUBLIC_ORIGIN must be an origin like https://app.example.com (no path), got "${value}"`)
  // http(s), a host and at most a trailing slash: no path, query or fragment.
  if (!/^https?:\/\/[^/?#]+\/?$/i.test(value)) throw refused
  try {
    return new URL(value).origin
  } catch {
    throw refused
  }
}

/** ALLOWED_HOSTS: a comma list of host names or addresses (no scheme, port or path), lower case. */
function allowedHosts(env: Env): string[] {
  const raw = text(env, 'ALLOWED_HOSTS')
  if (raw === undefined) return []
  return raw.split(',').map((item) => item.trim()).filter(Boolean).map((item) => {
    let hostname: string | undefined
    try {
      const url = new URL(`http://${item.includes(':') && !item.startsWith('[') ? `[${item}]` : item}/`)
      // A host name of letters, digits, hyphens and dots, or an IP address: the URL parser also takes '*'
      // and '_', which no Host header a browser sends could match (a wildcard would refuse everyone).
      const plain = url.hostname.startsWith('[') || /^[a-z0-9.-]+$/.test(url.hostname)
      hostname = plain && url.port === '' && url.pathname === '/' && !url.username ? url.hostname : undefined
    } catch {
      hostname = undefined
    }
    if (hostname === undefined) throw new Error(`ALLOWED_HOSTS must be a comma list of host names like app.example.com (no scheme or port), got "${item}"`)
    return hostname
  })
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const value = text(env, name)?.toLowerCase()
  if (value === undefined) return fallback
  if (['1', 'true', 'yes', 'on'].includes(value)) return true
  if (['0', 'false', 'no', 'off'].includes(value)) return false
  throw new Error(`${name} must be true or false, got "${value}"`)
}

/** The connection limits, checked together: the headers cannot take longer than the whole request. */
function connections(env: Env): ServerConfig['connections'] {
  const headersTimeoutMs = integer(env, 'HEADERS_TIMEOUT_MS', 20_000, 1000, 600_000)
  const requestTimeoutMs = integer(env, 'REQUEST_TIMEOUT_MS', 30_000, 1000, 3_600_000)
  if (headersTimeoutMs > requestTimeoutMs) {
    throw new Error(`HEADERS_TIMEOUT_MS (${headersTimeoutMs}) must not be longer than REQUEST_TIMEOUT_MS (${requestTimeoutMs})`)
  }
  return {
    headersTimeoutMs,
    requestTimeoutMs,
    keepAliveTimeoutMs: integer(env, 'KEEP_ALIVE_TIMEOUT_MS', 5000, 1000, 600_000),
    maxConnections: integer(env, 'MAX_CONNECTIONS', 1000, 1, 100_000),
  }
}

/** The server configuration from environment variables (pure: pass any record, e.g. {} for pure defaults in tests). */
export function parseServerConfig(env: Env): ServerConfig {
  return {
    host: host(env),
    port: integer(env, 'PORT', 4173, 0, 65535),
    shutdownDelayMs: integer(env, 'SHUTDOWN_DELAY_MS', 5000, 0, 120_000),
    connections: connections(env),
    weatherApiKey: text(env, 'WEATHER_API_KEY'),
    weatherApiBase: base(env, 'WEATHER_API_BASE', 'https://api.weatherapi.com/v1'),
    weatherCacheMs: integer(env, 'WEATHER_CACHE_SECONDS', 300, 0, 86_400) * 1000,
    googlePlacesApiKey: text(env, 'GOOGLE_PLACES_API_KEY'),
    googlePlaceId: text(env, 'GOOGLE_PLACE_ID'),
    googlePlacesApiBase: base(env, 'GOOGLE_PLACES_API_BASE', 'https://maps.googleapis.com/maps/api/place'),
    reviewsCacheMs: integer(env, 'REVIEWS_CACHE_SECONDS', 3600, 0, 7 * 86_400) * 1000,
    upstreamTimeoutMs: integer(env, 'UPSTREAM_TIMEOUT_MS', 8000, 100, 120_000),
    demoFaults: faults(env),
    ...parseSettings(env),
    publicOrigin: publicOrigin(env),
    allowedHosts: allowedHosts(env),
    trustProxy: flag(env, 'TRUST_PROXY', false),
    allowedOrigins: originList(env, 'ALLOWED_ORIGINS'),
    operatorToken: secret(env, 'OPERATOR_TOKEN'),
    serviceRequestsRateLimit: { points: integer(env, 'SERVICE_REQUESTS_RATE_LIMIT', 40, 0, 100_000), seconds: 600 },
    weatherRateLimit: { points: integer(env, 'WEATHER_RATE_LIMIT', 120, 0, 100_000), seconds: 60 },
    // On by default once the server knows it is reached over https: PUBLIC_ORIGIN says so, or a trusted
    // proxy will (X-Forwarded-Proto: https); it is only ever sent on answers served over https.
    hsts: flag(env, 'HSTS', (publicOrigin(env)?.startsWith('https:') ?? false) || flag(env, 'TRUST_PROXY', false)),
    serviceRequestsDb: databaseFile(env),
    serviceRequestsWebhookUrl: webhookUrl(env),
    serviceRequestsWebhookSecret: secret(env, 'SERVICE_REQUESTS_WEBHOOK_SECRET'),
    serviceRequestsForwardMaxAttempts: integer(env, 'SERVICE_REQUESTS_FORWARD_MAX_ATTEMPTS', 12, 1, 1000),
    serviceRequestsForwardClaimMs: forwardClaimMs(env),
    databaseUrl: databaseUrl(env),
  }
}

/** The configuration of this process: process.env where there is one (Node, most serverless platforms). */
export function serverConfigFromEnv(): ServerConfig {
  return parseServerConfig(globalThis.process?.env ?? {})
}

/**
 * Loads the settings from .env files: variables already set in the environment win, then
 * .env.production.local, .env.local, .env.production, .env.
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
