import { IconClock } from '@tabler/icons-react'
import type { Destination } from '@/features/destinations/types'
import { WeatherSummary } from '@/features/weather/WeatherSummary'
import { CityClock } from '@/features/world-time/CityClock'
import { timeZoneFor } from './time-zone'
import classes from './CityExtras.module.css'

/** The lightbox's header extras: the city's local time (world time) and today's weather (weather). */
export function CityExtras({ destination }: { destination: Destination }) {
  const zone = timeZoneFor(destination.city, destination.country)
  return (
    <span className={classes.extras}>
      {zone && (
        <span className={classes.chip}>
          <IconClock size={18} aria-hidden="true" />
          <CityClock timeZone={zone} />
        </span>
      )}
      <WeatherSummary city={destination.country ? `${destination.city}, ${destination.country}` : destination.city} className={classes.chip} />
    </span>
  )
}
