import { afterEach, describe, expect, it } from 'vitest'
import { fallbackRates } from '@/content/currencies'
import { convert, formatConversionFigures, formatLocalRate, normalizeAmount } from '@/features/currency/convert'
import { areas } from '@/i18n/catalogs'
import { activateLanguage, t } from '@/i18n/react'

/** Intl's no-break spaces (thousands in French and Russian) read as spaces. */
const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

afterEach(() => activateLanguage('en', areas))

describe('amounts as people type them', () => {
  it('takes a decimal comma and spaced thousands where the language writes them', () => {
    expect(normalizeAmount('2,5', 'fr')).toBe('2.5')
    expect(normalizeAmount('1 000,50', 'ru')).toBe('1000.50')
    expect(normalizeAmount('1\u00a0000', 'fr')).toBe('1000')
    expect(normalizeAmount('2.5', 'fr')).toBe('2.5')
    // Points between thousands, when a decimal comma follows; a point alone stays a decimal sign.
    expect(normalizeAmount('1.000,5', 'fr')).toBe('1000.5')
    expect(normalizeAmount('1.000', 'fr')).toBe('1.000')
    expect(convert(normalizeAmount('2,5', 'ru'), 'USD', 'EUR', fallbackRates)).toMatchObject({ ok: true, amount: 2.5 })
  })

  it('takes commas and spaces between thousands in English and Hebrew (a decimal point), where a result is written so', () => {
    expect(normalizeAmount('1,000', 'en')).toBe('1000')
    expect(normalizeAmount('1,000,000.50', 'he')).toBe('1000000.50')
    expect(normalizeAmount('1 000', 'en')).toBe('1000')
    expect(convert(normalizeAmount('1,000.50', 'en'), 'USD', 'EUR', fallbackRates)).toMatchObject({ ok: true, amount: 1000.5 })
  })

  it('refuses a comma in English and Hebrew where it is no thousands separator: it is no decimal sign there', () => {
    expect(normalizeAmount('2,5', 'en')).toBe('2,5')
    expect(normalizeAmount('2,5', 'he')).toBe('2,5')
    expect(normalizeAmount('1,00', 'en')).toBe('1,00')
    expect(convert(normalizeAmount('1,5', 'en'), 'USD', 'EUR', fallbackRates)).toEqual({ ok: false, error: 'Please enter a valid amount' })
  })

  it('still refuses what is no number in any language', () => {
    for (const bad of ['', 'dix', '1,2,3', ',', '1 00,5']) {
      expect(convert(normalizeAmount(bad, 'fr'), 'USD', 'EUR', fallbackRates), bad).toMatchObject({ ok: false })
    }
  })
})

describe('figures in the language', () => {
  it("keeps English exactly as the spec writes it: '2', '1.84', no thousands separator", () => {
    expect(formatConversionFigures({ amount: 2, result: 1.84 }, 'en')).toEqual({ amount: '2', result: '1.84' })
    expect(formatConversionFigures({ amount: 1000, result: 920 }, 'en')).toEqual({ amount: '1000', result: '920.00' })
    expect(formatLocalRate(0.9187, 'en')).toBe('0.9187')
    expect(formatLocalRate(1 / 25300, 'en')).toBe('0.00003953')
  })

  it('writes French, Russian and Hebrew numbers their own way', () => {
    const fr = formatConversionFigures({ amount: 1000.5, result: 919.159 }, 'fr')
    expect({ amount: spaces(fr.amount), result: spaces(fr.result) }).toEqual({ amount: '1 000,5', result: '919,16' })
    const ru = formatConversionFigures({ amount: 2, result: 1234.5 }, 'ru')
    expect({ amount: ru.amount, result: spaces(ru.result) }).toEqual({ amount: '2', result: '1 234,50' })
    expect(formatConversionFigures({ amount: 2, result: 1234.5 }, 'he')).toEqual({ amount: '2', result: '1,234.50' })
    expect(formatLocalRate(0.9187, 'fr')).toBe('0,9187')
    expect(formatLocalRate(1 / 25300, 'ru')).toBe('0,00003953')
  })

  it('says the result in a sentence of the language', async () => {
    const figures = (language: string) => formatConversionFigures({ amount: 2, result: 1.8374 }, language)
    expect(t('hub.currency.result', { ...figures('en'), from: 'USD', to: 'EUR' })).toBe('2 USD = 1.84 EUR')
    await activateLanguage('ru', areas)
    expect(t('hub.currency.result', { ...figures('ru'), from: 'USD', to: 'EUR' })).toBe('2 USD = 1,84 EUR')
    expect(t('hub.currency.name.ILS')).toBe('Новый израильский шекель')
    await activateLanguage('he', areas)
    expect(t('hub.currency.option', { code: 'ILS', name: t('hub.currency.name.ILS') })).toBe('ILS – שקל חדש')
  })
})
