// What the overlay shows, and the heading that goes with it (docs/behaviour.md, "Screens and addresses").
import { brand } from '@/content/brand'
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
  switch (content.kind) {
    case 'news':
      return heading(t('shell.overlay.news.title'), t('shell.overlay.news.subtitle'))
    case 'services':
      return heading(t('shell.overlay.services.title'), t('shell.overlay.services.subtitle'))
    case 'chatbot':
      return heading(t('shell.overlay.chatbot.title'), t('shell.overlay.chatbot.subtitle'))
    case 'time-currency':
      return heading(t('shell.overlay.hub.title'), t('shell.overlay.hub.subtitle'))
    case 'destinations':
      return heading(t('shell.overlay.destinations.title'), t('shell.overlay.destinations.subtitle'))
    case 'compare':
      // Its route waits for the compare catalog, which holds these.
      return heading(t('compare.title'), t('compare.subtitle'))
    case 'community':
      return heading(t('shell.overlay.community.title', { name: brand.name }), t('shell.overlay.community.subtitle'))
    case 'shortlist':
      return heading(t('shell.overlay.shortlist.title'), t('shell.overlay.shortlist.subtitle'))
    case 'plan':
      // Its route waits for the plan catalog, which holds these.
      return heading(t('plan.title'), t('plan.subtitle'))
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
