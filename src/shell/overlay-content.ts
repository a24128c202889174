// What the overlay shows, and the heading that goes with it (SPEC section 2, "Overlay contents").
import { brand } from '@/content/brand'

export type OverlayContent =
  | { kind: 'news' | 'services' | 'chatbot' | 'time-currency' | 'destinations' | 'community' | 'planner' }
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
