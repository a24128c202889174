// Sharing a destination: the system share sheet where there is one, else the link copied to the clipboard.
import { notifications } from '@mantine/notifications'
import { AddressLine } from '@/components/AddressLine'
import { brand } from '@/content/brand'
import { t } from '@/i18n/react'
import { shareOrCopy } from '@/lib/share'
import { addressCity } from './navigation'
import type { Destination } from './types'

/** The address of a destination's lightbox on this site (a built-in city's is the same in every language). */
function destinationUrl(destination: Destination, origin = location.origin): string {
  return `${origin}/destinations/${encodeURIComponent(addressCity(destination))}`
}

export async function shareDestination(destination: Destination): Promise<void> {
  const url = destinationUrl(destination)
  const title = t('destinations.share.title', { city: destination.city, brand: brand.name })
  const outcome = await shareOrCopy({ title, text: destination.shortDescription ?? title, url })
  const message = <AddressLine url={url} />
  if (outcome === 'copied') notifications.show({ id: 'destination-link-copied', color: 'teal', title: t('destinations.share.copied'), message })
  else if (outcome === 'not-copied') notifications.show({ id: 'destination-link-failed', color: 'red', title: t('destinations.share.notCopied'), message })
}
