import { lazy, Suspense } from 'react'
import { Link } from '@tanstack/react-router'
import { IconMapPin } from '@tabler/icons-react'
import { BackgroundVideo } from '@/components/BackgroundVideo'
import { CompareToggle } from './CompareToggle'
import { isVideoUrl, videoType } from './media'
import { addressCity } from './navigation'
import type { Destination } from './types'
import classes from './DestinationsCarousel.module.css'

// The star comes with the carousel's approach to the screen, not with the home page's first load.
const FavouriteStar = lazy(() => import('@/components/FavouriteStar').then((module) => ({ default: module.FavouriteStar })))

/**
 * A card of the home carousel: a looping muted clip when the link plays (a video file or the media host),
 * else the image, else a gradient; then country, city and the description in two lines. It opens the
 * lightbox at its city. The names and the description are the sheet's, as served, in whichever direction
 * they are written (dir="auto"); a built-in city's are in the reader's language. A star beside the link
 * (over the picture) adds the city to 'My shortlist'.
 */
export function DestinationCard({ destination, withStar = false }: { destination: Destination; withStar?: boolean }) {
  const { city, country, shortDescription, video, image, flagImg } = destination
  return (
    <li className={classes.item}>
      <Link to="/destinations/$city" params={{ city: addressCity(destination) }} className={classes.card}>
        <div className={classes.media} data-tone={destination.id % 4} data-testid="destination-media">
          {isVideoUrl(video) ? (
            <BackgroundVideo sources={[{ src: video, type: videoType(video) }]} poster={image} className={classes.fill} />
          ) : image ? (
            <img src={image} alt="" className={classes.fill} loading="lazy" decoding="async" width={640} height={360} />
          ) : (
            <IconMapPin className={classes.glyph} size={44} stroke={1.5} aria-hidden="true" />
          )}
        </div>
        <div className={classes.body}>
          {country && (
            <span className={classes.country} dir="auto">
              {flagImg && <img src={flagImg} alt="" className={classes.flag} width={20} height={14} loading="lazy" decoding="async" />}
              {country}
            </span>
          )}
          <h3 className={classes.city} dir="auto">
            {city}
          </h3>
          {shortDescription && (
            <p className={classes.description} dir="auto">
              {shortDescription}
            </p>
          )}
        </div>
      </Link>
      {withStar && (
        <Suspense fallback={null}>
          <FavouriteStar item={{ kind: 'destination', id: addressCity(destination) }} name={city} tone="raised" className={classes.star} />
        </Suspense>
      )}
      <CompareToggle destination={destination} compact />
    </li>
  )
}
