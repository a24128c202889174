// When a piece of data was fetched, in the active language. A module of its own: the English stamp is
// date-fns's, and date-fns must not ride along with every number the first screen formats.
import { formatStamp as englishStamp } from '@/lib/format'
import { dateTimeFormat } from './format'
import type { Preferences } from './preferences'

/** When a piece of data was fetched, as the offline notes say it: '22 Nov 2026 14:00', '22 nov. 2026, 14:00'. */
export function formatStamp(date: Date | number, language: string, clock: Preferences['clock']): string {
  if (language === 'en' && clock === '24h') return englishStamp(date)
  return dateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: clock === '24h' ? '2-digit' : 'numeric',
    minute: '2-digit',
    hourCycle: clock === '24h' ? 'h23' : 'h12',
  }).format(date)
}
