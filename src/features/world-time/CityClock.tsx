import { describeDifference, formatDifference, localTimeZone, zoneTime } from './time'
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
 */
export function CityClock({ timeZone, className }: CityClockProps) {
  const now = useNow(60_000)
  const reading = zoneTime(timeZone, now, localTimeZone())
  const spoken = [
    `Local time ${reading.time}`,
    reading.differenceMinutes !== null ? describeDifference(reading.differenceMinutes) : null,
    reading.day?.toLowerCase(),
  ]
    .filter(Boolean)
    .join(', ')

  return (
    <span className={[classes.clock, className].filter(Boolean).join(' ')} role="timer" aria-label={spoken} aria-live="off">
      <span className={classes.time} aria-hidden="true">
        {reading.time}
      </span>
      {reading.differenceMinutes !== null && (
        <span className={classes.meta} aria-hidden="true">
          {formatDifference(reading.differenceMinutes)}
        </span>
      )}
      {reading.day && (
        <span className={classes.meta} aria-hidden="true">
          {reading.day}
        </span>
      )}
    </span>
  )
}
