// Escaping for the demo's server-rendered HTML and SVG.

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** Escapes text for an HTML/SVG text node or a quoted attribute. */
export function escapeHtml(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (char) => entities[char] ?? char)
}
