// The Mozilla HTTP Observatory's scoring (mdn/mdn-http-observatory: src/grader/charts.js and
// src/analyzer/tests/*), applied to a page's real responses: the page fetched over https, and the same
// address asked over http. Only the rules that can apply to this app are here; each names the
// Observatory's own result and modifier.

export interface Modifier {
  test: string
  result: string
  modifier: number
}

const BROAD = new Set(['ftp:', 'http:', 'https:', '*', 'http://*', 'http://*.*', 'https://*', 'https://*.*'])
const UNSAFE_INLINE = new Set(["'unsafe-inline'", 'data:'])

function parseCsp(header: string): Map<string, Set<string>> {
  const csp = new Map<string, Set<string>>()
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/)
    if (name && !csp.has(name.toLowerCase())) csp.set(name.toLowerCase(), new Set(sources))
  }
  return csp
}

function cspResult(header: string | null, secure: boolean): Modifier {
  const test = 'content-security-policy'
  if (!header) return { test, result: 'csp-not-implemented', modifier: -25 }
  const csp = parseCsp(header)
  const get = (name: string) => csp.get(name) ?? csp.get('default-src') ?? new Set(['*'])
  const script = get('script-src')
  const object = get('object-src')
  const style = get('style-src')
  const passive = ['img-src', 'media-src']
  const active = [...csp.entries()].filter(([name]) => !passive.includes(name) && name !== 'script-src').flatMap(([, s]) => [...s])
  active.push(...script)
  const passiveSources = passive.flatMap((name) => [...(csp.get(name) ?? csp.get('default-src') ?? [])])
  if ([...script].some((s) => BROAD.has(s) || UNSAFE_INLINE.has(s)) || [...object].some((s) => BROAD.has(s))) {
    return { test, result: 'csp-implemented-with-unsafe-inline', modifier: -20 }
  }
  if (secure && active.some((s) => s.startsWith('http:') || s.startsWith('ftp:'))) {
    return { test, result: 'csp-implemented-with-insecure-scheme', modifier: -20 }
  }
  if (new Set([...script, ...style]).has("'unsafe-eval'")) return { test, result: 'csp-implemented-with-unsafe-eval', modifier: -10 }
  if (secure && passiveSources.some((s) => s.startsWith('http:') || s.startsWith('ftp:'))) {
    return { test, result: 'csp-implemented-with-insecure-scheme-in-passive-content-only', modifier: -10 }
  }
  if ([...style].some((s) => BROAD.has(s) || UNSAFE_INLINE.has(s))) {
    return { test, result: 'csp-implemented-with-unsafe-inline-in-style-src-only', modifier: 0 }
  }
  const defaultSrc = csp.get('default-src')
  if (defaultSrc?.has("'none'") && defaultSrc.size === 1) return { test, result: 'csp-implemented-with-no-unsafe-default-src-none', modifier: 10 }
  return { test, result: 'csp-implemented-with-no-unsafe', modifier: 5 }
}

function hstsResult(header: string | null): Modifier {
  const test = 'strict-transport-security'
  if (!header) return { test, result: 'hsts-not-implemented', modifier: -20 }
  const maxAge = /max-age=(\d+)/i.exec(header)?.[1]
  if (maxAge === undefined) return { test, result: 'hsts-header-invalid', modifier: -20 }
  return Number(maxAge) >= 15_768_000
    ? { test, result: 'hsts-implemented-max-age-at-least-six-months', modifier: 0 }
    : { test, result: 'hsts-implemented-max-age-less-than-six-months', modifier: -10 }
}

function redirectionResult(httpAnswer: Response, host: string): Modifier {
  const test = 'redirection'
  const location = httpAnswer.headers.get('location')
  if (httpAnswer.status < 300 || httpAnswer.status > 399 || !location) return { test, result: 'redirection-missing', modifier: -20 }
  const target = new URL(location)
  if (target.protocol !== 'https:') return { test, result: 'redirection-not-to-https-on-initial-redirection', modifier: -10 }
  if (target.host !== host) return { test, result: 'redirection-off-host-from-http', modifier: -5 }
  return { test, result: 'redirection-to-https', modifier: 0 }
}

function referrerResult(header: string | null): Modifier {
  const test = 'referrer-policy'
  if (!header) return { test, result: 'referrer-policy-not-implemented', modifier: 0 }
  const last = header.split(',').map((v) => v.trim().toLowerCase()).pop() ?? ''
  if (['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(last)) {
    return { test, result: 'referrer-policy-private', modifier: 5 }
  }
  if (['origin', 'origin-when-cross-origin', 'unsafe-url', 'no-referrer-when-downgrade'].includes(last)) {
    return { test, result: 'referrer-policy-unsafe', modifier: -5 }
  }
  return { test, result: 'referrer-policy-header-invalid', modifier: -5 }
}

function sriResult(html: string, origin: string): Modifier {
  const test = 'subresource-integrity'
  const scripts = [...html.matchAll(/<script\b([^>]*)>/gi)].map((match) => match[1] ?? '')
  const external = scripts.map((attrs) => /\bsrc="([^"]+)"/.exec(attrs)?.[1]).filter((src): src is string => src !== undefined)
  if (external.length === 0) return { test, result: 'sri-not-implemented-but-no-scripts-loaded', modifier: 0 }
  const sameOrigin = external.every((src) => new URL(src, origin).origin === origin)
  const withIntegrity = scripts.filter((attrs) => /\bsrc=/.test(attrs)).every((attrs) => /\bintegrity=/.test(attrs))
  if (withIntegrity) return { test, result: 'sri-implemented-and-all-scripts-loaded-securely', modifier: 5 }
  if (sameOrigin) return { test, result: 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin', modifier: 0 }
  return { test, result: 'sri-not-implemented-but-external-scripts-loaded-securely', modifier: -5 }
}

/** Every modifier the Observatory gives the page, and its score (bonuses only from 90 up). */
export function observatoryScore({ page, html, httpAnswer, host }: { page: Response; html: string; httpAnswer: Response; host: string }) {
  const h = (name: string) => page.headers.get(name)
  const csp = h('content-security-policy')
  const frameAncestors = csp ? parseCsp(csp).get('frame-ancestors') : undefined
  const corp = h('cross-origin-resource-policy')?.toLowerCase()
  const acao = h('access-control-allow-origin')
  const modifiers: Modifier[] = [
    cspResult(csp, true),
    h('set-cookie') ? { test: 'cookies', result: 'cookies-found (not scored here)', modifier: -100 } : { test: 'cookies', result: 'cookies-not-found', modifier: 0 },
    acao === '*' && h('access-control-allow-credentials') === 'true'
      ? { test: 'cross-origin-resource-sharing', result: 'cross-origin-resource-sharing-implemented-with-universal-access', modifier: -50 }
      : { test: 'cross-origin-resource-sharing', result: acao ? 'cross-origin-resource-sharing-implemented-with-public-access' : 'cross-origin-resource-sharing-not-implemented', modifier: 0 },
    redirectionResult(httpAnswer, host),
    referrerResult(h('referrer-policy')),
    hstsResult(h('strict-transport-security')),
    sriResult(html, `https://${host}`),
    h('x-content-type-options')?.toLowerCase() === 'nosniff'
      ? { test: 'x-content-type-options', result: 'x-content-type-options-nosniff', modifier: 0 }
      : { test: 'x-content-type-options', result: 'x-content-type-options-not-implemented', modifier: -5 },
    frameAncestors && ![...frameAncestors].some((source) => BROAD.has(source))
      ? { test: 'x-frame-options', result: 'x-frame-options-implemented-via-csp', modifier: 5 }
      : h('x-frame-options')
        ? { test: 'x-frame-options', result: 'x-frame-options-sameorigin-or-deny', modifier: 0 }
        : { test: 'x-frame-options', result: 'x-frame-options-not-implemented', modifier: -20 },
    corp === 'same-origin' || corp === 'same-site'
      ? { test: 'cross-origin-resource-policy', result: `cross-origin-resource-policy-implemented-with-${corp}`, modifier: 10 }
      : { test: 'cross-origin-resource-policy', result: corp ? 'cross-origin-resource-policy-implemented-with-cross-origin' : 'cross-origin-resource-policy-not-implemented', modifier: 0 },
  ]
  const penalties = 100 + modifiers.filter((m) => m.modifier < 0).reduce((sum, m) => sum + m.modifier, 0)
  const bonuses = modifiers.filter((m) => m.modifier > 0).reduce((sum, m) => sum + m.modifier, 0)
  const score = Math.max(0, penalties >= 90 ? penalties + bonuses : penalties)
  return { score, modifiers }
}
