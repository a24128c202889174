import { IconClock } from '@tabler/icons-react'
import { addressCity, lookupPlace } from '@/features/destinations/navigation'
import type { Destination } from '@/features/destinations/types'
import { WeatherSummary } from '@/features/weather/WeatherSummary'
import { CityClock } from '@/features/world-time/CityClock'
import { HomeTime } from '@/features/world-time/HomeTime'
import { placeFor, timeZoneFor } from './time-zone'
import classes from './CityExtras.module.css'

/**
 * The lightbox's header extras: the city's local time (world time) and today's weather (weather), looked up
 * by the city's served names (a built-in city's English ones, whatever the language).
 */
export function CityExtras({ destination }: { destination: Destination }) {
  const zone = timeZoneFor(addressCity(destination), destination.lookupCountry ?? destination.country)
  return (
    <span className={classes.extras}>
      {zone && (
        <span className={classes.chip}>
          <IconClock size={18} aria-hidden="true" />
          <CityClock timeZone={zone} />
        </span>
      )}
      <WeatherSummary city={lookupPlace(destination)} className={classes.chip} />
    </span>
  )
}

/** For the fact panel's time section: what time it is back home and how far it is, when the person has set a home city. */
export function HomeTimeFact({ destination }: { destination: Destination }) {
  const zone = timeZoneFor(addressCity(destination), destination.lookupCountry ?? destination.country)
  return zone ? <HomeTime timeZone={zone} place={placeFor(addressCity(destination))} /> : null
}
