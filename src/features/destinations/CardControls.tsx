import { FavouriteStar } from '@/components/FavouriteStar'
import { CompareToggle } from './CompareToggle'
import { addressCity } from './navigation'
import type { Destination } from './types'
import classes from './DestinationsCarousel.module.css'

/**
 * A carousel card's two controls over the top corner of its picture: add to the comparison, and the star
 * for 'My shortlist'. Beside the card's link, not inside it, so each is a button of its own. They come
 * with the carousel's approach to the screen (one chunk), not with the home page's first load.
 */
export function CardControls({ destination }: { destination: Destination }) {
  return (
    <div className={classes.controls}>
      <CompareToggle destination={destination} compact />
      <FavouriteStar item={{ kind: 'destination', id: addressCity(destination) }} name={destination.city} tone="raised" />
    </div>
  )
}
