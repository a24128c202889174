import { useQuery } from '@tanstack/react-query'
import { useT } from '@/i18n/react'
import { fallbackDestinations } from './fallback'
import { destinationsQuery } from './queries'
import { lightboxView, type LightboxView } from './lightbox-view'

interface LightboxState {
  view: LightboxView
  error: Error | null
  retrying: boolean
  retry: () => void
}

/**
 * The lightbox's view of the one destinations query, at a city of the address (or the first). The built-in
 * cities, when it comes to them, are in the reader's language (made again when it changes).
 */
export function useLightboxView(city: string | undefined): LightboxState {
  const t = useT()
  const query = useQuery(destinationsQuery())
  return {
    view: lightboxView(query, city, () => fallbackDestinations(undefined, t)),
    error: query.error,
    retrying: query.isFetching,
    retry: () => void query.refetch(),
  }
}
