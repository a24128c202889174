// The 40 currencies of the hub (docs/behaviour.md, "The hub"). `name` is the English name; the code also names
// its translation in the hub's catalog (hub.currency.name.{code}). The header ticker's five are in
// ticker-currencies.ts: the header runs at start, and this list is needed only by the tools that use it.
interface CurrencyOption {
  code: string
  name: string
}

export const currencies = [
  { code: 'USD', name: 'US Dollar' },
  { code: 'EUR', name: 'Euro' },
  { code: 'GBP', name: 'British Pound' },
  { code: 'JPY', name: 'Japanese Yen' },
  { code: 'AUD', name: 'Australian Dollar' },
  { code: 'CAD', name: 'Canadian Dollar' },
  { code: 'CHF', name: 'Swiss Franc' },
  { code: 'CNY', name: 'Chinese Yuan' },
  { code: 'ILS', name: 'Israeli New Shekel' },
  { code: 'INR', name: 'Indian Rupee' },
  { code: 'SGD', name: 'Singapore Dollar' },
  { code: 'AED', name: 'UAE Dirham' },
  { code: 'HKD', name: 'Hong Kong Dollar' },
  { code: 'NZD', name: 'New Zealand Dollar' },
  { code: 'ZAR', name: 'South African Rand' },
  { code: 'BRL', name: 'Brazilian Real' },
  { code: 'MXN', name: 'Mexican Peso' },
  { code: 'THB', name: 'Thai Baht' },
  { code: 'RUB', name: 'Russian Ruble' },
  { code: 'SEK', name: 'Swedish Krona' },
  { code: 'NOK', name: 'Norwegian Krone' },
  { code: 'DKK', name: 'Danish Krone' },
  { code: 'PLN', name: 'Polish Zloty' },
  { code: 'CZK', name: 'Czech Koruna' },
  { code: 'HUF', name: 'Hungarian Forint' },
  { code: 'RON', name: 'Romanian Leu' },
  { code: 'TRY', name: 'Turkish Lira' },
  { code: 'PHP', name: 'Philippine Peso' },
  { code: 'IDR', name: 'Indonesian Rupiah' },
  { code: 'MYR', name: 'Malaysian Ringgit' },
  { code: 'KRW', name: 'South Korean Won' },
  { code: 'EGP', name: 'Egyptian Pound' },
  { code: 'NGN', name: 'Nigerian Naira' },
  { code: 'KES', name: 'Kenyan Shilling' },
  { code: 'SAR', name: 'Saudi Riyal' },
  { code: 'QAR', name: 'Qatari Riyal' },
  { code: 'KWD', name: 'Kuwaiti Dinar' },
  { code: 'MAD', name: 'Moroccan Dirham' },
  { code: 'VND', name: 'Vietnamese Dong' },
  { code: 'COP', name: 'Colombian Peso' },
] as const satisfies readonly CurrencyOption[]

export type CurrencyCode = (typeof currencies)[number]['code']

/**
 * The hub converter's built-in rates per 1 USD for all 40 currencies, used when the rate service fails
 * and nothing is cached (docs/behaviour.md, "The hub"). Plausible recent values, not live ones.
 */
export const fallbackRates: Readonly<Record<string, number>> = {
  USD: 1,
  EUR: 0.92,
  GBP: 0.79,
  JPY: 150.45,
  AUD: 1.52,
  CAD: 1.36,
  CHF: 0.88,
  CNY: 7.24,
  ILS: 3.67,
  INR: 83.3,
  SGD: 1.34,
  AED: 3.6725,
  HKD: 7.82,
  NZD: 1.64,
  ZAR: 18.6,
  BRL: 5.05,
  MXN: 17.1,
  THB: 35.8,
  RUB: 92.5,
  SEK: 10.6,
  NOK: 10.7,
  DKK: 6.87,
  PLN: 3.98,
  CZK: 23.1,
  HUF: 360.5,
  RON: 4.58,
  TRY: 32.2,
  PHP: 56.2,
  IDR: 15750,
  MYR: 4.72,
  KRW: 1345,
  EGP: 47.5,
  NGN: 1480,
  KES: 129.5,
  SAR: 3.75,
  QAR: 3.64,
  KWD: 0.307,
  MAD: 9.95,
  VND: 25300,
  COP: 3920,
}
