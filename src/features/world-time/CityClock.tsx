import { Suspense } from 'react'
import { usePreferences } from '@/i18n/preferences'
import { useArea, useLanguage, useT } from '@/i18n/react'
import { dayMarkerText, describeDifference, formatDifference, localTimeZone, zoneTime } from './time'
import { useNow } from './use-now'
import classes from './CityClock.module.css'

interface CityClockProps {
  /** IANA zone, e.g. 'Europe/Berlin'. */
  timeZone: string
  className?: string
}

/**
 * A city's current local time with its difference from the user's time ('14:05 · +1 h · Tomorrow'),
 * ticking on each minute. Computed in the browser, so it works offline. An unknown zone shows 'Error'.
 * It speaks from the hub's catalog wherever it is shown (the destinations lightbox too), and waits for
 * it on its own, showing nothing for that moment rather than holding up the screen around it.
 */
export function CityClock(props: CityClockProps) {
  return (
    <Suspense fallback={null}>
      <Reading {...props} />
    </Suspense>
  )
}

function Reading({ timeZone, className }: CityClockProps) {
  useArea('hub')
  const t = useT()
  const { language } = useLanguage()
  const { preferences } = usePreferences()
  const now = useNow(60_000)
  const reading = zoneTime(timeZone, now, localTimeZone(), preferences.clock, language)
  const time = reading.time === 'Error' ? t('hub.time.error') : reading.time
  const day = reading.day ? dayMarkerText(reading.day, t) : null
  const spoken = t('hub.time.clockLabel', {
    parts: reading.differenceMinutes === null ? 'time' : day ? 'day' : 'difference',
    time,
    difference: reading.differenceMinutes === null ? '' : describeDifference(reading.differenceMinutes, t),
    day: day?.toLocaleLowerCase(language) ?? '',
  })

  return (
    <span className={[classes.clock, className].filter(Boolean).join(' ')} role="timer" aria-label={spoken} aria-live="off">
      <span className={classes.time} aria-hidden="true">
        {time}
      </span>
      {reading.differenceMinutes !== null && (
        <span className={classes.meta} aria-hidden="true">
          {formatDifference(reading.differenceMinutes, t)}
        </span>
      )}
      {day && (
        <span className={classes.meta} aria-hidden="true">
          {day}
        </span>
      )}
    </span>
  )
}
