// The converter's arithmetic and messages (docs/behaviour.md, "The hub"): via USD, 2 decimals. The messages here are
// the English ones and double as error codes; the screen shows them from the catalog.
import { formatNumber } from '@/i18n/format'
import { decimalSignOf } from '@/i18n/languages'
import type { RateMap } from './api'

export const INVALID_AMOUNT = 'Please enter a valid amount'
const CONVERSION_FAILED = 'Currency conversion failed'

export type Conversion =
  | {
      ok: true
      amount: number
      from: string
      to: string
      result: number
      /** How much one unit of `from` buys in `to`. */
      rate: number
      /** '2 USD = 1.84 EUR' */
      text: string
    }
  | { ok: false; error: typeof INVALID_AMOUNT | typeof CONVERSION_FAILED }

/** A plain decimal number ('2', '2.5', '.5', '1e3', '-4'), or null for empty or non-numeric text. */
export function parseAmount(text: string): number | null {
  const trimmed = text.trim()
  if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(trimmed)) return null
  const value = Number(trimmed)
  return Number.isFinite(value) ? value : null
}

/** '{amount} {from} = {result with 2 decimals} {to}' */
function formatConversion(amount: number, from: string, result: number, to: string): string {
  return `${amount} ${from} = ${result.toFixed(2)} ${to}`
}

/** A unit rate with enough digits to be useful: 1.0870, 150.4500, 0.00006349. */
export function formatRate(rate: number): string {
  return rate >= 0.01 ? rate.toFixed(4) : String(Number(rate.toPrecision(4)))
}

/** '1 EUR = 1.0870 USD' */
export function formatUnitRate(from: string, to: string, rate: number): string {
  return `1 ${from} = ${formatRate(rate)} ${to}`
}

/**
 * An amount as a person of that language types it, made plain for parseAmount: spaces between thousands
 * ('1 000') in any language; where the language writes a decimal comma ('2,5' in French and Russian), that
 * comma, and points between thousands when a decimal comma follows ('1.000,50'; '1.000' alone stays one);
 * where it writes a decimal point (English, Hebrew), commas between thousands ('1,000.50', as the result
 * is written). Anything else is taken as typed.
 */
export function normalizeAmount(text: string, language: string): string {
  const trimmed = text.trim().replace(/(?<=\d)[\s\u00a0\u202f](?=\d{3}\b)/g, '')
  if (decimalSignOf(language) === ',') {
    if (/^[+-]?\d{1,3}(\.\d{3})+,\d*$/.test(trimmed)) return trimmed.replace(/\./g, '').replace(',', '.')
    return /^[+-]?\d*,\d*$/.test(trimmed) ? trimmed.replace(',', '.') : trimmed
  }
  return /^[+-]?\d{1,3}(,\d{3})+(\.\d*)?$/.test(trimmed) ? trimmed.replace(/,/g, '') : trimmed
}

interface ConversionFigures {
  amount: string
  result: string
}

/**
 * The amount and the result as the language writes numbers: English keeps the spec's '2', '1.84'
 * (JavaScript's own digits, two decimals); others group thousands and use their decimal sign
 * ('1 000,5', '920,00').
 */
export function formatConversionFigures(conversion: { amount: number; result: number }, language: string): ConversionFigures {
  if (language === 'en') return { amount: String(conversion.amount), result: conversion.result.toFixed(2) }
  return {
    amount: formatNumber(conversion.amount, language, { maximumFractionDigits: 20 }),
    result: formatNumber(conversion.result, language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  }
}

/** A unit rate as formatRate writes it, in the language's numbers ('0,9187' in French). */
export function formatLocalRate(rate: number, language: string): string {
  if (language === 'en') return formatRate(rate)
  return rate >= 0.01
    ? formatNumber(rate, language, { minimumFractionDigits: 4, maximumFractionDigits: 4 })
    : formatNumber(rate, language, { maximumSignificantDigits: 4 })
}

/** Converts via USD: divide by the from rate, multiply by the to rate. */
export function convert(amountText: string, from: string, to: string, rates: RateMap): Conversion {
  const amount = parseAmount(amountText)
  if (amount === null) return { ok: false, error: INVALID_AMOUNT }
  const fromRate = rates[from]
  const toRate = rates[to]
  if (!fromRate || !toRate || !Number.isFinite(fromRate) || !Number.isFinite(toRate)) return { ok: false, error: CONVERSION_FAILED }
  const rate = toRate / fromRate
  const result = (amount / fromRate) * toRate
  if (!Number.isFinite(result) || !Number.isFinite(rate)) return { ok: false, error: CONVERSION_FAILED }
  return { ok: true, amount, from, to, result, rate, text: formatConversion(amount, from, result, to) }
}
