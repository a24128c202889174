// What the destinations can save for the trip (docs/behaviour.md, "Offline"): the sheet itself is a
// persisted query; beside it, every card's image, and the clips of the shortlisted cities. The weather of
// a city is asked for by the place name the weather service reads.
import { config } from '@/app/config'
import type { RefreshReader } from '@/lib/periodic-refresh'
import { readDestinations } from './api'
import type { Destination } from './types'
import { isVideoUrl } from './media'
import { addressCity, lookupPlace } from './navigation'

export interface DestinationMedia {
  /** Every destination's card image (and the poster of its clip). */
  images: string[]
  /** The clips of the shortlisted destinations. */
  clips: string[]
  /** 'City, Country' of each shortlisted destination, for its weather. */
  shortlistedPlaces: string[]
}

const webAddress = (value: string | undefined): value is string => typeof value === 'string' && /^(https?:\/\/|\/(?!\/))/i.test(value.trim())

/** `shortlisted`: the destinations' address names as the favourites keep them. */
export function destinationMedia(destinations: readonly Destination[], shortlisted: readonly string[]): DestinationMedia {
  const starred = new Set(shortlisted.map((name) => name.toLocaleLowerCase()))
  const chosen = destinations.filter((destination) => starred.has(addressCity(destination).toLocaleLowerCase()))
  return {
    images: [...new Set(destinations.flatMap((destination) => [destination.image, destination.flagImg].filter(webAddress)))],
    clips: [...new Set(chosen.map((destination) => destination.video).filter((video) => isVideoUrl(video)))],
    shortlistedPlaces: chosen.map(lookupPlace),
  }
}

/** The sheet, refreshed while the app is closed (lib/periodic-refresh.ts), read with the query's parser. */
export function destinationsRefresh(): RefreshReader<Destination[]> {
  const address = config.destinationsSheetUrl
  return {
    addresses: [address],
    read: async (answer) => {
      const response = await answer(address)
      if (!response) return null
      try {
        return readDestinations(await response.text())
      } catch {
        // Empty or unreadable: the last good sheet stays.
        return null
      }
    },
  }
}
