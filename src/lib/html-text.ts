// HTML as plain text: entity decoding and tag stripping for titles, excerpts and term names.
// Small and dependency-free on purpose: the home page's news teaser uses it. The output is text for React
// to render (escaped), never markup; rendering HTML goes through ./html.ts (DOMPurify) instead.

/** The named entities WordPress and editors actually send; anything else numeric is decoded generically. */
const NAMED: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  hellip: '…',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  sbquo: '‚',
  ldquo: '“',
  rdquo: '”',
  bdquo: '„',
  laquo: '«',
  raquo: '»',
  bull: '•',
  middot: '·',
  copy: '©',
  reg: '®',
  trade: '™',
  deg: '°',
  euro: '€',
  pound: '£',
  yen: '¥',
  cent: '¢',
  times: '×',
  divide: '÷',
  shy: '\u00ad',
}

const ENTITY = /&(?:#(\d{1,8})|#[xX]([0-9a-fA-F]{1,7})|([a-zA-Z][a-zA-Z0-9]{1,31}));/g

function fromCodePoint(code: number): string {
  // NUL, surrogates and values past Unicode are not characters: the replacement character stands in.
  if (!Number.isInteger(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\ufffd'
  return String.fromCodePoint(code)
}

/**
 * Decodes HTML entities in one pass (so '&amp;lt;' becomes '&lt;', not '<'): &amp; &lt; &gt; &quot; &#039;,
 * every numeric entity (&#8217; &#x2019;) and the common named ones. Unknown names are left as written.
 */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text
  return text.replace(ENTITY, (whole, decimal: string | undefined, hex: string | undefined, name: string | undefined) => {
    if (decimal !== undefined) return fromCodePoint(Number.parseInt(decimal, 10))
    if (hex !== undefined) return fromCodePoint(Number.parseInt(hex, 16))
    return (name !== undefined && Object.hasOwn(NAMED, name) ? NAMED[name] : undefined) ?? whole
  })
}

/** Elements whose content is never text a reader sees. */
const INVISIBLE = /<(script|style|template|noscript|iframe|object|svg|math)\b[\s\S]*?(?:<\/\1\s*>|$)/gi
const COMMENT = /<!--[\s\S]*?(?:-->|$)/g
const BLOCK_END = /<\/?(?:p|div|br|li|ul|ol|h[1-6]|blockquote|figure|figcaption|tr|td|th|section|article|header|footer|pre)\b[^>]*>/gi
// A tag cut off by the end of the text ('Visa <b') is dropped, as a browser's parser drops it.
const TAG = /<\/?[a-zA-Z][^>]*(?:>|$)/g

/**
 * Markup as the plain text a reader sees: comments, scripts and styles dropped, tags removed (block ends
 * become spaces, so paragraphs do not run together), entities decoded, whitespace collapsed.
 */
export function htmlToText(html: string): string {
  return decodeEntities(html.replace(COMMENT, ' ').replace(INVISIBLE, ' ').replace(BLOCK_END, ' ').replace(TAG, ''))
    .replace(/[\s\u00a0]+/g, ' ')
    .trim()
}

/** Text made safe for an HTML text node or a quoted attribute: & < > " ' as numeric entities. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}
