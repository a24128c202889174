// Keeps a secret (an upstream's API key) out of what is logged or passed on.

/**
 * Replaces `secret` in a text with '[key]', as written and as a URL carries it: an answer or an error
 * that echoes the request's address has it percent-encoded ('+' and '/' in a key become %2B and %2F).
 */
export function scrubber(secret: string): (text: string) => string {
  const forms = [...new Set([secret, encodeURIComponent(secret), new URLSearchParams({ s: secret }).toString().slice('s='.length)])]
  return (text) => forms.reduce((scrubbed, form) => scrubbed.replaceAll(form, '[key]'), text)
}
