// The comparison's 'right now' rows (time difference, today's temperature), read from the world-time and
// weather features for each compared city; pure pieces, so the view stays small.
import { zoneOffsetMinutes } from '@/features/world-time/time'

/** 'UTC+1', 'UTC−3', 'UTC+5:30', 'UTC' for a zone's offset in minutes. */
export function formatUtcOffset(minutes: number): string {
  if (minutes === 0) return ''
  const sign = minutes > 0 ? '+' : '\u2212'
  const hours = Math.floor(Math.abs(minutes) / 60)
  const rest = Math.abs(minutes) % 60
  return `${sign}${hours}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`
}

/** Minutes the zone is ahead of `from` (or of UTC) now; null for no zone or a zone this browser cannot read. */
export function offsetFrom(zone: string | null, from: string | null, now: number): number | null {
  if (!zone) return null
  try {
    return zoneOffsetMinutes(zone, now) - (from ? zoneOffsetMinutes(from, now) : 0)
  } catch {
    return null
  }
}
