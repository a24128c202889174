// The overlay is chosen by a content key (SPEC section 2, "Overlay contents").
import { brand } from '@/content/brand'

export type OverlayContent =
  | { kind: 'news' | 'services' | 'chatbot' | 'time-currency' | 'destinations' | 'community' | 'planner' }
  | { kind: 'destination'; city: string }
  | { kind: 'post'; id: number }
  | { kind: 'external'; url: string }
  | { kind: 'unknown' }

export interface OverlayHeading {
  title: string | null
  subtitle: string | null
  /** External pages and the planner hide the header except for the close button. */
  closeOnly: boolean
}

const NAMED = ['news', 'services', 'chatbot', 'time-currency', 'destinations', 'community', 'planner'] as const

export function parseOverlayKey(key: string): OverlayContent {
  const named = NAMED.find((name) => name === key)
  if (named) return { kind: named }
  if (/^https?:\/\//i.test(key)) return { kind: 'external', url: key }
  if (key.startsWith('destination:')) {
    const city = key.slice('destination:'.length).trim()
    return city ? { kind: 'destination', city } : { kind: 'unknown' }
  }
  if (key.startsWith('post:')) {
    const raw = key.slice('post:'.length)
    return /^\d+$/.test(raw) && Number.isSafeInteger(Number(raw)) ? { kind: 'post', id: Number(raw) } : { kind: 'unknown' }
  }
  return { kind: 'unknown' }
}

export function overlayHeading(content: OverlayContent): OverlayHeading {
  const heading = (title: string | null, subtitle: string | null, closeOnly = false) => ({ title, subtitle, closeOnly })
  switch (content.kind) {
    case 'news':
      return heading('Relocation News', 'Latest information')
    case 'services':
      return heading('My Services', 'Relocation assistance')
    case 'chatbot':
      return heading('My 24/7 AI Assistant', 'Get instant answers for your daily needs')
    case 'time-currency':
      return heading('Global Information Hub', 'Time, Currency & Weather')
    case 'destinations':
      return heading('Popular Destinations', 'Explore locations')
    case 'community':
      return heading(`${brand.name} Community`, 'Connect with others')
    case 'destination':
      return heading(content.city, 'Destination details')
    case 'post':
      return heading('Article', 'Detailed information')
    case 'external':
    case 'planner':
      return heading(null, null, true)
    case 'unknown':
      return heading('No content available', null)
  }
}
