// The frame of every demo HTML page (the consultancy's site, the assistant, the invite, the map):
// one stylesheet, separate script files, a strict CSP that still lets the app frame the page.
import { demoLinks } from './links'
import type { Context } from 'hono'
import { brand } from '../../../src/content/brand'
import { escapeHtml } from '../lib/html'
import { baseSecurityHeaders, policy } from '../../lib/security'
import { scriptSafeJson } from '../../shell'
import { fill, type PageLanguage } from './i18n'

/**
 * The demo pages' policy (consultancy site, assistant, maps, invite): their CSS and JS are separate files
 * on this origin, nothing inline. frame-ancestors 'self' lets the app frame them and nobody else.
 */
const demoPageCsp = policy({
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'frame-ancestors': ["'self'"],
  'form-action': ["'self'"],
})

/** The id of the page's data block: what its script says and needs, in the page's language. */
export const PAGE_DATA_ID = 'demo-page-data'

interface PageOptions {
  /** The page's language: its words, <html lang dir>. */
  language: PageLanguage
  title: string
  description: string
  /** Trusted HTML (our own templates; user text must go through escapeHtml). */
  body: string
  /** Script files under /demo/assets, loaded deferred. */
  scripts?: readonly string[]
  /** Extra stylesheets under /demo/assets. */
  styles?: readonly string[]
  /** Header and footer of the consultancy's site (default true). */
  chrome?: boolean
  bodyClass?: string
  /** What the page's script needs (messages, data), as a JSON data block: no code runs from it. */
  data?: unknown
}

const logoShapes = `<defs><linearGradient id="wp-logo" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2C5AAE"/><stop offset="1" stop-color="#40E0D0"/></linearGradient></defs><circle cx="24" cy="24" r="23" fill="#fff"/><path d="M24 8c-7 0-12 5.3-12 11.8C12 28.6 24 40 24 40s12-11.4 12-20.2C36 13.3 31 8 24 8z" fill="url(#wp-logo)"/><circle cx="24" cy="20" r="4.5" fill="#fff"/>`

/** The brand mark: a waypoint pin on the brand gradient. */
const logoSvg = `<svg class="logo" viewBox="0 0 48 48" aria-hidden="true">${logoShapes}</svg>`

/** The same mark as the demo pages' favicon (/demo/assets/favicon.svg). */
export const faviconSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48">${logoShapes}</svg>`

function header({ m }: PageLanguage): string {
  return `<header class="site-header"><div class="inner"><a href="${demoLinks.site}">${logoSvg}<span>${escapeHtml(brand.name)}</span></a><span class="tagline">${escapeHtml(m.layout.tagline)}</span></div></header>`
}

function footer({ code, m }: PageLanguage): string {
  const copy = fill(code, m.layout.company, { year: 2026, brand: brand.name })
  return `<footer class="site-footer"><div class="inner"><span class="copy">${escapeHtml(copy)}</span><a href="${demoLinks.terms}">${escapeHtml(m.layout.terms)}</a><a href="${demoLinks.privacy}">${escapeHtml(m.layout.privacy)}</a></div></footer>`
}

function renderPage(options: PageOptions): string {
  const { language, title, description, body, scripts = [], styles = [], chrome = true, bodyClass, data } = options
  const links = ['site.css', ...styles].map((file) => `<link rel="stylesheet" href="/demo/assets/${file}">`).join('')
  const dataBlock = data === undefined ? '' : `<script id="${PAGE_DATA_ID}" type="application/json">${scriptSafeJson(data)}</script>`
  const scriptTags = scripts.map((file) => `<script src="/demo/assets/${file}" defer></script>`).join('')
  return `<!doctype html>
<html lang="${language.code}" dir="${language.dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<meta name="description" content="${escapeHtml(description)}">
<meta name="theme-color" content="${brand.themeColor}">
<meta name="referrer" content="strict-origin-when-cross-origin">
<link rel="icon" href="/demo/assets/favicon.svg" type="image/svg+xml">
${links}${dataBlock}${scriptTags}
</head>
<body${bodyClass ? ` class="${bodyClass}"` : ''}>
${chrome ? header(language) : ''}
${body}
${chrome ? footer(language) : ''}
</body>
</html>`
}

/** An HTML page response with the demo pages' headers. */
export function htmlPage(c: Context, options: PageOptions, status: 200 | 400 | 404 = 200) {
  for (const [name, value] of Object.entries(baseSecurityHeaders)) c.header(name, value)
  c.header('Content-Security-Policy', demoPageCsp)
  // The words depend on ?lang=, the language cookie and Accept-Language: a cache keeps one copy per
  // language asked for, and revalidates each time, so no page is shown in a language nobody asked for.
  c.header('Cache-Control', 'no-cache')
  c.header('Vary', 'Accept-Language, Cookie')
  c.header('Content-Language', options.language.code)
  return c.html(renderPage(options), status)
}
