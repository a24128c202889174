// Avatars for reviewers without a profile photo, drawn here from their initials: an SVG as a data: URI, so no
// outside avatar service ever learns who reviewed us and the image works offline.

/** Deep brand blues and teals (theme.ts, shades 6–9): white initials read on every one of them. */
const BACKGROUNDS = ['#2c5aae', '#1d7f86', '#244b93', '#156a70', '#1c3c77', '#0d5459'] as const

const LETTER = /[\p{L}\p{N}]/u

/**
 * Up to two initials: the first letter or digit of the first and of the last word ('Noa Ben-David' → 'NB',
 * 'Cher' → 'C', 'דוד כהן' → 'דכ'); '?' for a name without any letter.
 */
export function initialsOf(name: string): string {
  const words = name
    .split(/[\s_.,&/+]+/u)
    .map((word) => word.match(LETTER)?.[0])
    .filter((letter): letter is string => letter !== undefined)
  if (words.length === 0) return '?'
  const first = words[0] ?? ''
  const last = words.length > 1 ? (words[words.length - 1] ?? '') : ''
  return (first + last).toUpperCase()
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** The same name always gets the same colour. */
export function avatarBackground(name: string): string {
  let hash = 0
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0
  return BACKGROUNDS[hash % BACKGROUNDS.length] ?? BACKGROUNDS[0]
}

/** A round 96×96 SVG of the name's initials on a brand colour, as a data: URI for an <img>. */
export function avatarFor(name: string): string {
  const initials = escapeXml(initialsOf(name))
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<circle cx="48" cy="48" r="48" fill="${avatarBackground(name)}"/>` +
    `<text x="48" y="48" dy=".35em" fill="#fff" font-family="system-ui,sans-serif" ` +
    `font-size="38" font-weight="600" text-anchor="middle">${initials}</text></svg>`
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}
