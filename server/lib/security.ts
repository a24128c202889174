// Security headers: the ones every response carries and the app shell's Content-Security-Policy, derived
// from the public settings (server/node-app.ts). The demo's own pages and images bring stricter policies of
// their own (server/demo).
import { originOf, settingNames, type PublicSettings } from '../../src/content/settings'
import { settingSpecs, type SettingUse } from '../../src/content/setting-specs'

/** Headers every response of ours can carry, whatever its type. */
export const baseSecurityHeaders: Readonly<Record<string, string>> = {
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Content-Type-Options': 'nosniff',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
}

/** Two years, subdomains included: what HSTS preload lists ask for, and what the Observatory expects. */
export const HSTS_VALUE = 'max-age=63072000; includeSubDomains'

/**
 * Cross-Origin-Resource-Policy of an answer: our own responses are for our own pages only. The demo
 * upstreams stand in for public services another origin may use (the app in `vite` dev on another port,
 * a staging site), so they say cross-origin.
 */
export function resourcePolicy(path: string): 'same-origin' | 'cross-origin' {
  return path.startsWith('/demo/') ? 'cross-origin' : 'same-origin'
}

/** A Content-Security-Policy header value from its directives. */
export function policy(directives: Record<string, readonly string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ')
}

/** What the keyed backend functions bring into the page when they are live (their providers' images). */
export interface LiveImageHosts {
  /** WeatherAPI.com's condition icons (protocol-relative: the page's own scheme). */
  weather: boolean
  /** Google Places reviewers' profile photos. */
  reviews: boolean
}

/** The origins each kind of use needs, from the public settings: what the CSP and the service worker name. */
export function settingOrigins(settings: PublicSettings, live: LiveImageHosts = { weather: false, reviews: false }) {
  const of = (use: SettingUse) =>
    settingNames
      .filter((name) => (settingSpecs[name].uses as readonly SettingUse[]).includes(use))
      .map((name) => originOf(settings[name]))
      .filter((origin): origin is string => origin !== null)
  const unique = (values: readonly string[]) => [...new Set(values)].sort()
  const img = unique([
    ...of('img'),
    ...settings.mediaOrigins,
    ...(live.weather ? ['cdn.weatherapi.com'] : []),
    ...(live.reviews ? ['https://lh3.googleusercontent.com'] : []),
  ])
  const media = unique([...of('media'), ...settings.mediaOrigins])
  return {
    img,
    media,
    // The service worker fetches the images and clips it keeps: under its policy that is connect-src.
    connect: unique([...of('connect'), ...img, ...media]),
    frame: unique(of('frame')),
  }
}

export interface ShellCspOptions {
  /** The page is served over https (then plain-http frames are not allowed: browsers block them anyway). */
  secure: boolean
}

/**
 * The app shell's Content-Security-Policy. Scripts only from our origin (no inline, no eval); inline styles
 * because Mantine injects <style> tags at run time. Every other origin comes from the public settings:
 * connect-src the data the app fetches, img-src and media-src where its images and clips come from,
 * frame-src the pages it frames. The external viewer may frame any https page (the spec's ?external=),
 * and http pages only when the app itself is on http.
 */
export function shellCsp(origins: ReturnType<typeof settingOrigins>, { secure }: ShellCspOptions): string {
  return policy({
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...origins.img],
    'media-src': ["'self'", 'blob:', ...origins.media],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...origins.connect],
    'frame-src': ["'self'", ...origins.frame, 'https:', ...(secure ? [] : ['http:'])],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'"],
  })
}

/** JSON answers: nothing in them may load anything, and nobody may frame them. */
export const jsonCsp = "default-src 'none'; frame-ancestors 'none'"
