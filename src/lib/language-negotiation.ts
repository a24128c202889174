// Which language a person sees, in this order: the one they chose (kept on the device), the one a shared
// link carries (?lang=), the first of their browser's languages the app speaks, English.
// Pure and product-free, so the server (for the page it sends) and the browser decide the same way.

/** The app's language for a BCP 47 tag ('he-IL' → 'he', the old 'iw' → 'he'), or null. */
export function matchLanguage(tag: string | null | undefined, available: readonly string[]): string | null {
  if (!tag) return null
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? ''
  const code = primary === 'iw' ? 'he' : primary
  return available.includes(code) ? code : null
}

export interface LanguageSignals {
  /** The language the person chose in the app, if any. */
  chosen?: string | null
  /** The language a link carried (?lang=). */
  link?: string | null
  /** The browser's languages, most preferred first. */
  browser?: readonly string[]
}

export function negotiateLanguage({ chosen, link, browser = [] }: LanguageSignals, available: readonly string[], fallback: string): string {
  for (const candidate of [chosen, link, ...browser]) {
    const match = matchLanguage(candidate, available)
    if (match) return match
  }
  return fallback
}

/** An Accept-Language header as languages, most preferred first (q=0 means refused). */
export function acceptedLanguages(header: string | null | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined)
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index }
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag)
}
