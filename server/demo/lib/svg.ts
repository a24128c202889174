// Serving the SVG images the demo draws (icons, avatars, illustrations, featured images).
import type { Context } from 'hono'

/** Images we generate (SVG) can carry script in theory; this policy makes any such script inert. */
const svgCsp = "default-src 'none'; style-src 'unsafe-inline'; sandbox"

/** An SVG response: cacheable for a day (the demo draws the same picture for the same address). */
export function svgResponse(c: Context, svg: string) {
  c.header('Content-Type', 'image/svg+xml; charset=utf-8')
  c.header('Cache-Control', 'public, max-age=86400')
  c.header('Content-Security-Policy', svgCsp)
  return c.body(svg)
}

/** Splits a title into lines of at most `max` characters, breaking at spaces, for SVG <text>. */
export function wrapText(text: string, max: number, maxLines: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/)) {
    if (line && (line + ' ' + word).length > max) {
      lines.push(line)
      line = word
    } else {
      line = line ? `${line} ${word}` : word
    }
  }
  if (line) lines.push(line)
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines)
    kept[maxLines - 1] = `${kept[maxLines - 1]}…`
    return kept
  }
  return lines
}
