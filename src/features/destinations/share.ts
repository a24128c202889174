// Sharing a destination: the system share sheet where there is one, else the link copied to the clipboard.
import { notifications } from '@mantine/notifications'
import { brand } from '@/content/brand'
import { shareOrCopy } from '@/lib/share'
import type { Destination } from './types'

/** The address of a destination's lightbox on this site. */
function destinationUrl(city: string, origin = location.origin): string {
  return `${origin}/destinations/${encodeURIComponent(city)}`
}

export async function shareDestination(destination: Destination): Promise<void> {
  const url = destinationUrl(destination.city)
  const title = `${destination.city} · ${brand.name}`
  const outcome = await shareOrCopy({ title, text: destination.shortDescription ?? title, url })
  if (outcome === 'copied') notifications.show({ id: 'destination-link-copied', color: 'teal', title: 'Link copied', message: url })
  else if (outcome === 'not-copied') notifications.show({ id: 'destination-link-failed', color: 'red', title: 'Could not copy the link', message: url })
}
