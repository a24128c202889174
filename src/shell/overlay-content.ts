// What the overlay shows, and the heading that goes with it (docs/behaviour.md, "Screens and addresses").
import { brand } from '@/content/brand'
import { overlayFrames, type FramedPath } from '@/content/overlay-frames'
import type { Translate } from '@/i18n/react'

export type OverlayContent =
  | { kind: 'news' | 'services' | 'chatbot' | 'time-currency' | 'destinations' | 'compare' | 'community' | 'planner' | 'shortlist' | 'plan' }
  | { kind: 'destination'; city: string }
  | { kind: 'post'; id: number }
  /** A page in the embedded viewer (an http(s) address). */
  | { kind: 'external'; url: string }
  /** Nothing the overlay can show, e.g. an address the viewer refuses. */
  | { kind: 'unknown' }

interface OverlayHeading {
  title: string | null
  subtitle: string | null
  /** External pages and the planner hide the header except for the close button. */
  closeOnly: boolean
}

export function overlayHeading(content: OverlayContent, t: Translate): OverlayHeading {
  const heading = (title: string | null, subtitle: string | null, closeOnly = false) => ({ title, subtitle, closeOnly })
  // The headings the server also paints before the app starts (src/content/overlay-frames.ts).
  const framed = (path: FramedPath) => {
    const { title, subtitle } = overlayFrames[path]
    return heading(t(title, { name: brand.name }), t(subtitle))
  }
  switch (content.kind) {
    case 'news':
      return framed('/news')
    case 'services':
      return framed('/services')
    case 'chatbot':
      return framed('/chatbot')
    case 'time-currency':
      return framed('/time-currency')
    case 'destinations':
      return framed('/destinations')
    case 'compare':
      // Its route waits for the compare catalog, which holds these.
      return heading(t('compare.title'), t('compare.subtitle'))
    case 'community':
      return framed('/community')
    case 'shortlist':
      return framed('/shortlist')
    case 'plan':
      // Its route waits for the plan catalog, which holds these.
      return framed('/plan')
    case 'destination':
      return heading(content.city, t('shell.overlay.destination.subtitle'))
    case 'post':
      return heading(t('shell.overlay.post.title'), t('shell.overlay.post.subtitle'))
    case 'external':
    case 'planner':
      return heading(null, null, true)
    case 'unknown':
      return heading(t('shell.overlay.unknown'), null)
  }
}
