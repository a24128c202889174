import { dateTimeFormat } from '@/i18n/format'
import { formatDay } from '@/lib/format'

/** '2026-11-22' → '22 Nov 2026' (English), '22 nov. 2026', '22 нояб. 2026 г.': a calendar day. */
export function formatRatesDay(isoDay: string, language: string): string {
  const [year, month, day] = isoDay.split('-').map(Number) as [number, number, number]
  if (language === 'en') return formatDay(new Date(year, month - 1, day))
  return dateTimeFormat(language, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, day))
}
