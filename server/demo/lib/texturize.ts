// WordPress's output formatting, reduced to what the demo content needs:
//  - wptexturize: curly quotes and dashes as numeric entities (&#8217; &#8220; &#8221; &#8211; &#8212; &#8230;)
//    and bare ampersands as &amp;, applied to text only, never inside tags;
//  - a tiny block renderer for the posts' source text, emitting the markup the block editor saves
//    (<h2 class="wp-block-heading">, <ul class="wp-block-list">), so the client sees real WordPress HTML.

function texturizeText(text: string): string {
  return text
    .replace(/&(?!#?[a-z0-9]+;)/gi, '&amp;')
    .replace(/\.\.\./g, '&#8230;')
    .replace(/—|---/g, '&#8212;')
    .replace(/–| -- | - /g, (dash) => (dash.startsWith(' ') ? ' &#8211; ' : '&#8211;'))
    .replace(/(\d)-(\d)/g, '$1&#8211;$2')
    .replace(/(^|[\s([>])"/g, '$1&#8220;')
    .replace(/"/g, '&#8221;')
    .replace(/'(?=\d\ds)/g, '&#8217;')
    .replace(/(^|[\s([>])'/g, '$1&#8216;')
    .replace(/[’']/g, '&#8217;')
}

/** Curly quotes, dashes and escaped ampersands in the text of an HTML fragment, tags untouched. */
export function texturize(html: string): string {
  return html
    .split(/(<[^>]*>)/)
    .map((part) => (part.startsWith('<') ? part : texturizeText(part)))
    .join('')
}

/** **bold** and [text](url) inside a line of post source. */
function inline(text: string): string {
  return text
    .replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')
    .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, '<a href="$2">$1</a>')
}

/**
 * Post source to HTML. Blocks are separated by blank lines: "## " and "### " start headings, lines
 * starting "- " or "1. " form lists, a block starting with "<" is raw HTML, anything else is a paragraph.
 */
export function renderBlocks(source: string): string {
  const blocks = source.trim().split(/\n\s*\n/)
  const html = blocks.map((block) => {
    const text = block.trim()
    const heading = /^(#{2,3}) (.+)$/.exec(text)
    if (heading) {
      const level = heading[1]?.length ?? 2
      return `<h${level} class="wp-block-heading">${inline(heading[2] ?? '')}</h${level}>`
    }
    const lines = text.split('\n').map((line) => line.trim())
    if (lines.every((line) => line.startsWith('- '))) {
      return `<ul class="wp-block-list">\n${lines.map((line) => `<li>${inline(line.slice(2))}</li>`).join('\n')}\n</ul>`
    }
    if (lines.every((line) => /^\d+\. /.test(line))) {
      return `<ol class="wp-block-list">\n${lines.map((line) => `<li>${inline(line.replace(/^\d+\. /, ''))}</li>`).join('\n')}\n</ol>`
    }
    if (text.startsWith('<')) return text
    return `<p>${inline(lines.join(' '))}</p>`
  })
  return texturize(html.join('\n\n')) + '\n'
}
