import { useQuery } from '@tanstack/react-query'
import { destinationsQuery } from './queries'
import { lightboxView, type LightboxView } from './lightbox-view'

interface LightboxState {
  view: LightboxView
  error: Error | null
  retrying: boolean
  retry: () => void
}

/** The lightbox's view of the one destinations query, at a city of the address (or the first). */
export function useLightboxView(city: string | undefined): LightboxState {
  const query = useQuery(destinationsQuery())
  return {
    view: lightboxView(query, city),
    error: query.error,
    retrying: query.isFetching,
    retry: () => void query.refetch(),
  }
}
