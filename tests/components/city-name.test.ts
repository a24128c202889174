import { describe, expect, it } from 'vitest'
import { cityInLanguage } from '@/components/city-name'
import type { Translate } from '@/i18n/react'

const hebrew: Record<string, string> = {
  'hub.city.tel-aviv': 'תל אביב',
  'hub.city.london': 'לונדון',
  'hub.home.city.jerusalem': 'ירושלים',
}
const t = ((id: string) => hebrew[id] ?? id) as unknown as Translate

describe('cityInLanguage', () => {
  it('names a clock city or a home city in the person’s language, as typed in any case', () => {
    expect(cityInLanguage(t, 'Tel Aviv')).toBe('תל אביב')
    expect(cityInLanguage(t, 'tel-aviv')).toBe('תל אביב')
    expect(cityInLanguage(t, 'Jerusalem', 'IL')).toBe('ירושלים')
  })

  it('keeps a city of another country, or one the app has no name for, as it came', () => {
    expect(cityInLanguage(t, 'London', 'CA')).toBe('London')
    expect(cityInLanguage(t, 'London', 'GB')).toBe('לונדון')
    expect(cityInLanguage(t, 'Eilat', 'IL')).toBe('Eilat')
  })
})
