// The five currencies the header ticker rotates through, apart from the hub's 40 (currencies.ts): the header
// is part of the start, and the start carries only what it shows.

/** The header ticker's currencies, in rotation order, with the symbol shown as '1$ = symbol value'. */
export const tickerCurrencies = [
  { code: 'EUR', symbol: '€' },
  { code: 'GBP', symbol: '£' },
  { code: 'ILS', symbol: '₪' },
  { code: 'JPY', symbol: '¥' },
  { code: 'AUD', symbol: 'A$' },
] as const

/** Fixed rates per 1 USD that the header uses when the rate service fails (docs/behaviour.md, "The hub"). */
export const tickerMockRates: Readonly<Record<(typeof tickerCurrencies)[number]['code'], number>> = {
  EUR: 0.92,
  GBP: 0.79,
  ILS: 3.67,
  JPY: 150.45,
  AUD: 1.52,
}
