import { useState, type ComponentType } from 'react'
import {
  IconCloud,
  IconCloudFog,
  IconCloudRain,
  IconCloudSnow,
  IconCloudStorm,
  IconDroplets,
  IconMoonStars,
  IconSnowflake,
  IconSun,
  IconSunHigh,
  type IconProps,
} from '@tabler/icons-react'
import type { WeatherCondition } from './api'
import { conditionKind, isNightIcon, weatherIconUrl, type ConditionKind } from './format'
import classes from './WeatherIcon.module.css'

const LOCAL_ICONS: Record<ConditionKind, ComponentType<IconProps>> = {
  clear: IconSunHigh,
  'partly-cloudy': IconSun,
  cloudy: IconCloud,
  fog: IconCloudFog,
  drizzle: IconDroplets,
  rain: IconCloudRain,
  sleet: IconCloudSnow,
  snow: IconSnowflake,
  thunder: IconCloudStorm,
}

interface WeatherIconProps {
  condition: WeatherCondition
  /** Pixel size of the square icon. */
  size: number
  className?: string
}

/**
 * The condition icon: the service's image once it has loaded, and until then, or when it cannot load
 * (offline, blocked, 404), a local icon for the condition code. So the card never shows a broken image.
 */
export function WeatherIcon({ condition, size, className }: WeatherIconProps) {
  const src = weatherIconUrl(condition.icon, typeof location === 'undefined' ? 'https:' : location.protocol)
  const [loaded, setLoaded] = useState<string | null>(null)
  const [failed, setFailed] = useState<string | null>(null)
  const night = isNightIcon(condition.icon)
  const kind = conditionKind(condition.code)
  const Local = kind === 'clear' && night ? IconMoonStars : LOCAL_ICONS[kind]
  const showRemote = src !== null && loaded === src && failed !== src

  return (
    <span
      className={[classes.icon, className].filter(Boolean).join(' ')}
      style={{ width: size, height: size }}
      data-kind={kind}
      data-source={showRemote ? 'remote' : 'local'}
      aria-hidden="true"
    >
      {!showRemote && <Local size={Math.round(size * 0.8)} stroke={1.6} className={classes.local} data-night={night || undefined} />}
      {src !== null && failed !== src && (
        <img
          key={src}
          src={src}
          alt=""
          width={size}
          height={size}
          decoding="async"
          referrerPolicy="no-referrer"
          className={classes.remote}
          data-loaded={showRemote || undefined}
          onLoad={() => setLoaded(src)}
          onError={() => setFailed(src)}
        />
      )}
    </span>
  )
}
