import { Suspense } from 'react'
import { Link } from '@tanstack/react-router'
import { IconMapPin } from '@tabler/icons-react'
import { BackgroundVideo } from '@/components/BackgroundVideo'
import { lazyPart } from '@/components/lazy-part'
import { isVideoUrl, videoType } from './media'
import { addressCity } from './navigation'
import type { Destination } from './types'
import { sheetLang } from './content-lang'
import classes from './DestinationsCarousel.module.css'

// The star and the Compare toggle come with the carousel's approach to the screen, not with the home page's first load.
const CardControls = lazyPart(() => import('./CardControls').then((module) => ({ default: module.CardControls })))

/**
 * A card of the home carousel: a looping muted clip when the link plays (a video file or the media host),
 * else the image, else a gradient; then country, city and the description in two lines. It opens the
 * lightbox at its city. The names and the description are the sheet's, as served, in whichever direction
 * they are written (dir="auto") and in its language (lang); a built-in city's are in the reader's language. Beside the link, over the
 * picture: add to the comparison, and a star that adds the city to 'My shortlist'.
 */
export function DestinationCard({ destination, withControls = false }: { destination: Destination; withControls?: boolean }) {
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
            <span className={classes.country} dir="auto" lang={sheetLang(destination, country)}>
              {flagImg && <img src={flagImg} alt="" className={classes.flag} width={20} height={14} loading="lazy" decoding="async" />}
              {country}
            </span>
          )}
          <h3 className={classes.city} dir="auto" lang={sheetLang(destination, city)}>
            {city}
          </h3>
          {shortDescription && (
            <p className={classes.description} dir="auto" lang={sheetLang(destination, shortDescription)}>
              {shortDescription}
            </p>
          )}
        </div>
      </Link>
      {withControls && (
        <Suspense fallback={null}>
          <CardControls destination={destination} />
        </Suspense>
      )}
    </li>
  )
}
