// Security headers: the ones every response carries and the app shell's Content-Security-Policy
// (server/node-app.ts). The demo's own pages and images bring stricter policies of their own (server/demo).

/** Headers every response of ours can carry, whatever its type. */
export const baseSecurityHeaders: Readonly<Record<string, string>> = {
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Content-Type-Options': 'nosniff',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
}

/** A Content-Security-Policy header value from its directives. */
export function policy(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ')
}

/**
 * The app shell's Content-Security-Policy. Scripts only from our origin (no inline, no eval); inline styles
 * are allowed because Mantine injects <style> tags at run time. `connectOrigins` are the absolute upstreams
 * the client was built with (VITE_*).
 */
export function shellCsp(connectOrigins: readonly string[] = []): string {
  return policy({
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'media-src': ["'self'", 'blob:', 'https:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...connectOrigins],
    // The external viewer frames any page the menu points at, http ones included.
    'frame-src': ["'self'", 'https:', 'http:'],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'"],
  })
}
