// Untrusted HTML (article bodies from the content service) made safe to render with DOMPurify.
// DOMPurify is heavy for the home page: only the article reader imports this module. Plain-text helpers
// (entity decoding, tag stripping) live in ./html-text.ts.
import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify'

/** Markup that can frame, embed, submit or restyle the page never survives, whatever its attributes. */
const FORBID_TAGS = [
  'script',
  'style',
  'link',
  'meta',
  'base',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'dialog',
  'template',
  'portal',
]

const CONFIG: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS,
  // Inline styles could paint over the app (position: fixed); forms and events are gone with their tags.
  FORBID_ATTR: ['style', 'srcset', 'formaction', 'action', 'autofocus', 'tabindex'],
  ADD_ATTR: ['target'],
  // ids and names in the body are prefixed, so they can never clobber the app's own (DOM clobbering).
  SANITIZE_NAMED_PROPS: true,
  ALLOW_DATA_ATTR: false,
}

let purifier: Purifier | null = null

function sameOrigin(href: string): boolean {
  try {
    return new URL(href, window.location.href).origin === window.location.origin
  } catch {
    return false
  }
}

/** One DOMPurify instance of our own, with the hooks below, made on first use. */
function instance(): Purifier {
  if (purifier) return purifier
  const created = DOMPurify(window)
  created.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      const href = node.getAttribute('href')
      // Links to other sites open in a new tab so the reader keeps their place in the app.
      if (href && /^https?:\/\//i.test(href) && !sameOrigin(href)) node.setAttribute('target', '_blank')
      const target = node.getAttribute('target')
      if (target === '_blank') node.setAttribute('rel', 'noopener noreferrer')
      else if (target !== null) node.removeAttribute('target')
    } else if (node.tagName === 'IMG') {
      node.setAttribute('loading', 'lazy')
      node.setAttribute('decoding', 'async')
    } else if (node.hasAttribute('target')) {
      node.removeAttribute('target')
    }
  })
  purifier = created
  return created
}

/**
 * Returns `html` with everything that could run code or take over the page removed: scripts, event
 * handlers, javascript: and other unsafe URLs, frames, embeds, forms and inline styles. Links that open a
 * new tab always carry rel="noopener noreferrer".
 */
export function sanitizeHtml(html: string): string {
  if (html.trim() === '') return ''
  return instance().sanitize(html, { ...CONFIG, RETURN_DOM: false, RETURN_DOM_FRAGMENT: false })
}
