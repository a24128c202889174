import { format } from 'date-fns'

/** '22 Nov 2026 14:00': when a piece of data was fetched, as the offline labels show it. */
export function formatStamp(date: Date | number): string {
  return format(date, 'd MMM yyyy HH:mm')
}

/** '22 Nov 2026': a day, as rate tables and forecasts show it. */
export function formatDay(date: Date | number): string {
  return format(date, 'd MMM yyyy')
}
