import { useState } from 'react'
import { UnstyledButton } from '@mantine/core'
import { useReducedMotion } from '@mantine/hooks'
import { IconMap, IconMapOff, IconVideo, IconVideoOff } from '@tabler/icons-react'
import { useOnline } from '@/components/use-online'
import { useLanguage, useT, type Translate } from '@/i18n/react'
import { isVideoUrl, mapEmbedFor, mapInLanguage, videoType } from './media'
import { lookupPlace } from './navigation'
import type { Destination } from './types'
import classes from './DestinationLightbox.module.css'

export type MediaMode = 'map' | 'video'

/** 'City, Country' (or the city alone) as a person reads it: the place the map shows. */
function placeOf(destination: Destination, t: Translate): string {
  const { city, country } = destination
  return country ? t('destinations.place', { city, country }) : city
}

/** The map to frame: the sheet's own map address, or a maps embed of 'city, country' (a built-in city's English names). */
function mapSource(destination: Destination): string {
  return destination.mapUrl ?? mapEmbedFor(lookupPlace(destination))
}

/**
 * A frame on our own origin (the demo map) needs no scripts, so it gets none; a maps provider's embed runs
 * its own scripts in its own origin.
 */
function sandboxFor(src: string): string {
  const sameOrigin = typeof location !== 'undefined' && new URL(src, location.href).origin === location.origin
  return sameOrigin ? 'allow-same-origin allow-popups' : 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox'
}

function MapFrame({ destination }: { destination: Destination }) {
  const t = useT()
  const { language } = useLanguage()
  const online = useOnline()
  const place = placeOf(destination, t)
  if (!online) {
    return (
      <div className={classes.placeholder} role="img" aria-label={t('destinations.media.mapOfflineLabel', { place })} data-testid="map-offline">
        <IconMapOff size={40} stroke={1.5} aria-hidden="true" />
        <strong className={classes.placeholderPlace} dir="auto">
          {place}
        </strong>
        <span>{t('destinations.media.mapOfflineText')}</span>
      </div>
    )
  }
  const src = mapInLanguage(mapSource(destination), language)
  return (
    <iframe
      key={src}
      src={src}
      title={t('destinations.media.mapTitle', { place })}
      className={classes.frame}
      sandbox={sandboxFor(src)}
      referrerPolicy="no-referrer"
      // Tab into a frame does not bring it into view when the lightbox's focus trap wraps round to it
      // (it was found 1,100 px above the screen, focused): it is shown on its own.
      onFocus={(event) => event.currentTarget.scrollIntoView({ block: 'nearest' })}
    />
  )
}

function VideoPlayer({ destination, src }: { destination: Destination; src: string }) {
  const t = useT()
  const reducedMotion = useReducedMotion()
  const [failed, setFailed] = useState<string | null>(null)
  if (failed === src) {
    return (
      <div className={classes.placeholder} role="img" aria-label={t('destinations.media.videoFailedLabel', { city: destination.city })}>
        <IconVideoOff size={40} stroke={1.5} aria-hidden="true" />
        <strong className={classes.placeholderPlace} dir="auto">
          {destination.city}
        </strong>
        <span>{t('destinations.media.videoFailedText')}</span>
      </div>
    )
  }
  return (
    <video
      key={src}
      className={classes.video}
      poster={destination.image}
      controls
      muted
      loop
      playsInline
      autoPlay={!reducedMotion}
      preload="metadata"
      aria-label={t('destinations.media.videoLabel', { city: destination.city })}
      onError={() => {
        console.info('Video error', src)
        setFailed(src)
      }}
    >
      <source src={src} type={videoType(src)} />
    </video>
  )
}

interface DestinationMediaViewProps {
  destination: Destination
  mode: MediaMode
  onModeChange: (mode: MediaMode) => void
}

/** The lightbox's media side (the left in English, the right in Hebrew): the map, with a toggle to the city's video when it has one. */
export function DestinationMediaView({ destination, mode, onModeChange }: DestinationMediaViewProps) {
  const t = useT()
  const video = isVideoUrl(destination.video) ? destination.video : null
  const showing: MediaMode = mode === 'video' && video ? 'video' : 'map'
  return (
    <div className={classes.mediaBlock}>
      <div className={classes.stage} data-mode={showing}>
        {showing === 'video' && video ? <VideoPlayer destination={destination} src={video} /> : <MapFrame destination={destination} />}
      </div>
      {video && (
        <div className={classes.modes} role="group" aria-label={t('destinations.media.modes')}>
          <UnstyledButton className={classes.mode} aria-pressed={showing === 'map'} onClick={() => onModeChange('map')}>
            <IconMap size={18} aria-hidden="true" />
            {t('destinations.media.map')}
          </UnstyledButton>
          <UnstyledButton className={classes.mode} aria-pressed={showing === 'video'} onClick={() => onModeChange('video')}>
            <IconVideo size={18} aria-hidden="true" />
            {t('destinations.media.video')}
          </UnstyledButton>
        </div>
      )}
    </div>
  )
}
