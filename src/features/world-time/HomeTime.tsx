import { Suspense } from 'react'
import { IconHome } from '@tabler/icons-react'
import { FactNote } from '@/components/FactNote'
import { usePreferences } from '@/i18n/preferences'
import { useArea, useLanguage, useT } from '@/i18n/react'
import type { Coordinates } from '@/lib/geo'
import { distanceFromHome, formatFromHome, readFromHome } from './home'
import { useHomeCity } from './home-city'
import { placeName } from './place-names'
import { describeDifference, formatDifference } from './time'
import { useNow } from './use-now'
import classes from './HomeTime.module.css'

interface HomeTimeProps {
  /** The IANA zone of the place being looked at (a destination). */
  timeZone: string
  /** Where it is, when known: adds how far it is from home ('3,420 km from home'). */
  place?: Coordinates | null
}

/**
 * What time it is back home while it is now in `timeZone`: 'At home (Tokyo) +9 h · Tomorrow 05:15'. Shows
 * nothing while no home city is set (or either zone cannot be read). Speaks from the hub's catalog
 * wherever it is shown, waiting for it on its own, like CityClock.
 */
export function HomeTime(props: HomeTimeProps) {
  return (
    <Suspense fallback={null}>
      <Reading {...props} />
    </Suspense>
  )
}

function Reading({ timeZone, place }: HomeTimeProps) {
  useArea('hub')
  const t = useT()
  const { language } = useLanguage()
  const { preferences } = usePreferences()
  const { home } = useHomeCity()
  const now = useNow(60_000)
  if (!home) return null
  const reading = readFromHome(home.timeZone, timeZone, now, preferences.clock, language)
  if (reading.differenceMinutes === null) return null
  const city = placeName(t, home)
  const when = formatFromHome(reading, t)
  const distance = place ? distanceFromHome(place, home, preferences.distance, language, t) : null
  return (
    <FactNote icon={IconHome} className={classes.homeTime} data-testid="home-time">
      <span aria-hidden="true">
        <span className={classes.label}>{t('hub.home.atHome', { city })}</span>{' '}
        <span className={classes.value}>
          {formatDifference(reading.differenceMinutes, t)} · {when}
        </span>
      </span>
      <span className="wp-visually-hidden">
        {t('hub.home.atHomeSpoken', { city, time: when, difference: describeDifference(reading.differenceMinutes, t) })}
      </span>
      {distance && <span className={classes.distance}>{distance}</span>}
    </FactNote>
  )
}
