// The frame of every demo HTML page (the consultancy's site, the assistant, the invite, the map):
// one stylesheet, separate script files, a strict CSP that still lets the app frame the page.
import { demoLinks } from './links'
import type { Context } from 'hono'
import { brand } from '../../../src/content/brand'
import { escapeHtml } from '../lib/html'
import { baseSecurityHeaders, policy } from '../../lib/security'

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

interface PageOptions {
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
}

const logoShapes = `<defs><linearGradient id="wp-logo" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2C5AAE"/><stop offset="1" stop-color="#40E0D0"/></linearGradient></defs><circle cx="24" cy="24" r="23" fill="#fff"/><path d="M24 8c-7 0-12 5.3-12 11.8C12 28.6 24 40 24 40s12-11.4 12-20.2C36 13.3 31 8 24 8z" fill="url(#wp-logo)"/><circle cx="24" cy="20" r="4.5" fill="#fff"/>`

/** The brand mark: a waypoint pin on the brand gradient. */
const logoSvg = `<svg class="logo" viewBox="0 0 48 48" aria-hidden="true">${logoShapes}</svg>`

/** The same mark as the demo pages' favicon (/demo/assets/favicon.svg). */
export const faviconSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48">${logoShapes}</svg>`

function header(): string {
  return `<header class="site-header"><div class="inner"><a href="${demoLinks.site}">${logoSvg}<span>${escapeHtml(brand.name)}</span></a><span class="tagline">${escapeHtml(brand.tagline)}</span></div></header>`
}

function footer(): string {
  const year = 2026
  return `<footer class="site-footer"><div class="inner"><span class="copy">© ${year} ${escapeHtml(brand.name)} Relocation Ltd.</span><a href="${demoLinks.terms}">Terms of Service</a><a href="${demoLinks.privacy}">Privacy Policy</a></div></footer>`
}

function renderPage(options: PageOptions): string {
  const { title, description, body, scripts = [], styles = [], chrome = true, bodyClass } = options
  const links = ['site.css', ...styles].map((file) => `<link rel="stylesheet" href="/demo/assets/${file}">`).join('')
  const scriptTags = scripts.map((file) => `<script src="/demo/assets/${file}" defer></script>`).join('')
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<meta name="description" content="${escapeHtml(description)}">
<meta name="theme-color" content="${brand.themeColor}">
<meta name="referrer" content="strict-origin-when-cross-origin">
<link rel="icon" href="/demo/assets/favicon.svg" type="image/svg+xml">
${links}${scriptTags}
</head>
<body${bodyClass ? ` class="${bodyClass}"` : ''}>
${chrome ? header() : ''}
${body}
${chrome ? footer() : ''}
</body>
</html>`
}

/** An HTML page response with the demo pages' headers. */
export function htmlPage(c: Context, options: PageOptions, status: 200 | 400 | 404 = 200) {
  for (const [name, value] of Object.entries(baseSecurityHeaders)) c.header(name, value)
  c.header('Content-Security-Policy', demoPageCsp)
  c.header('Cache-Control', 'no-cache')
  return c.html(renderPage(options), status)
}
