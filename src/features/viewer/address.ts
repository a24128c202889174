// Addresses that the embedded viewer may show.
//
// An address that does not start with http gets 'https://' prefixed (docs/behaviour.md, "Assistant,
// community, external viewer"). Then it must be an http(s) URL without credentials; anything else (javascript:, data:, blob:, file:, the app's own routes)
// is refused and never reaches a frame. The consultancy's own pages (brand `ownPages`) open directly; any
// other host is shown with a bar that names it.
//
// The original app sent a no-cors HEAD request to the address before framing it, and only logged the
// result. We do not: it told nothing (a no-cors answer is opaque) and would make the app send
// requests to any address a crafted link names. The frame's own load (or its absence) is what we watch.
import { config } from '@/app/config'
import { brand } from '@/content/brand'
import { t as activeT, type Translate } from '@/i18n/react'

export interface OwnPage {
  /** Absolute address; everything under it belongs to the consultancy. */
  href: string
  /** What the page is, for the viewer frame's accessible name (in the active language). */
  title: string
}

/**
 * The consultancy's own pages (calculator, forms, planner, terms, privacy, and the site they live on), as
 * the deployment configured them. The viewer opens addresses under these directly; any other host is
 * shown with a bar that names it, so a crafted link cannot pass a foreign page off as ours. Most specific
 * first: the first match names the frame. The names are the viewer catalog's, in the active language
 * (the viewer's screens load that catalog before they ask).
 */
export function ownPages(links: typeof config.links = config.links, t: Translate = activeT): OwnPage[] {
  return [
    { href: links.costCalculator, title: t('viewer.page.costCalculator') },
    { href: links.planner, title: t('viewer.page.planner') },
    { href: links.consult.relocation, title: t('viewer.page.consultRelocation') },
    { href: links.consult.education, title: t('viewer.page.consultEducation') },
    { href: links.consult['real-estate'], title: t('viewer.page.consultRealEstate') },
    { href: links.terms, title: t('viewer.page.terms') },
    { href: links.privacy, title: t('viewer.page.privacy') },
    { href: links.site, title: t('viewer.page.site', { name: brand.name }) },
  ].filter((page) => page.href !== '')
}

export type RefusalReason = 'empty' | 'scheme' | 'credentials' | 'invalid' | 'app'

export type ViewerTarget =
  /** One of the consultancy's own pages; `sameOrigin` when it is served by this app's origin. */
  | { kind: 'own'; url: string; title: string; sameOrigin: boolean }
  /** A page of another host, shown under a bar that names `host`. */
  | { kind: 'foreign'; url: string; host: string }
  | { kind: 'refused'; reason: RefusalReason }

/** Schemes that are never a page to frame, even where they could pass for 'host:port'. */
const BLOCKED_SCHEMES = new Set(['javascript', 'vbscript', 'data', 'blob', 'file', 'filesystem', 'about', 'view-source'])
const SCHEME = /^([a-z][a-z0-9+.-]*):(.*)$/is
/** What follows 'example.org:' when it is a port rather than the rest of a non-web address. */
const PORT = /^\d{1,5}(?:[/?#]|$)/

type Parsed = { ok: true; url: URL } | { ok: false; reason: RefusalReason }

function parse(value: string): Parsed {
  // Browsers drop tabs and line breaks anywhere in an address; do the same before looking at the scheme.
  const trimmed = value.replace(/[\t\n\r]/g, '').trim()
  if (trimmed === '') return { ok: false, reason: 'empty' }
  const [, scheme = '', rest = ''] = SCHEME.exec(trimmed) ?? []
  let candidate = trimmed
  if (scheme === '' || (!/^https?$/i.test(scheme) && PORT.test(rest) && !BLOCKED_SCHEMES.has(scheme.toLowerCase()))) {
    // No scheme, or 'host:port': a bare address.
    candidate = `https://${trimmed}`
  } else if (!/^https?$/i.test(scheme)) {
    return { ok: false, reason: 'scheme' }
  }
  let url: URL
  try {
    url = new URL(candidate)
  } catch {
    return { ok: false, reason: 'invalid' }
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, reason: 'scheme' }
  if (url.username || url.password) return { ok: false, reason: 'credentials' }
  if (!url.hostname) return { ok: false, reason: 'invalid' }
  return { ok: true, url }
}

/** The frame address for a value, or null when it is not an http(s) address. */
export function normalizeAddress(value: string): string | null {
  const parsed = parse(value)
  return parsed.ok ? parsed.url.href : null
}

/** Whether `url` is at or under `base` (same origin, and the path is the base path or below it). */
function isUnder(url: URL, base: URL): boolean {
  if (url.origin !== base.origin) return false
  const root = base.pathname.endsWith('/') ? base.pathname : `${base.pathname}/`
  return url.pathname === base.pathname || url.pathname.startsWith(root)
}

/** The consultancy's own page that `url` belongs to, if any. */
export function findOwnPage(url: URL, appOrigin: string, pages: readonly OwnPage[] = ownPages()): OwnPage | null {
  for (const page of pages) {
    let base: URL
    try {
      base = new URL(page.href, appOrigin)
    } catch {
      continue
    }
    if (isUnder(url, base)) return page
  }
  return null
}

/** What the viewer does with an address: open it as ours, open it under a host bar, or refuse it. */
export function resolveViewerAddress(
  value: string,
  appOrigin: string = window.location.origin,
  pages: readonly OwnPage[] = ownPages(),
): ViewerTarget {
  const parsed = parse(value)
  if (!parsed.ok) return { kind: 'refused', reason: parsed.reason }
  const { url } = parsed
  const own = findOwnPage(url, appOrigin, pages)
  if (own) return { kind: 'own', url: url.href, title: own.title, sameOrigin: url.origin === appOrigin }
  // The app's own routes are not pages to view: framing the app inside itself would only confuse.
  if (url.origin === appOrigin) return { kind: 'refused', reason: 'app' }
  return { kind: 'foreign', url: url.href, host: url.host }
}

/**
 * Whether a page served over `appProtocol` framing `url` is blocked as mixed content: an https app may not
 * frame an http page. The failure panel then adds its CORS note.
 */
export function isMixedContent(appProtocol: string, url: string): boolean {
  return appProtocol === 'https:' && /^http:/i.test(url)
}
