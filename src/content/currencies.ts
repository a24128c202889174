// The 40 currencies of the hub (SPEC section 3), and the five the header ticker rotates through.
export interface CurrencyOption {
  code: string
  name: string
}

export const currencies: readonly CurrencyOption[] = [
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
]

/** The header ticker's currencies, in rotation order, with the symbol shown as '1$ = symbol value'. */
export const tickerCurrencies = [
  { code: 'EUR', symbol: '€' },
  { code: 'GBP', symbol: '£' },
  { code: 'ILS', symbol: '₪' },
  { code: 'JPY', symbol: '¥' },
  { code: 'AUD', symbol: 'A$' },
] as const

/** Fixed rates per 1 USD that the header uses when the rate service fails (SPEC section 9). */
export const tickerMockRates: Readonly<Record<(typeof tickerCurrencies)[number]['code'], number>> = {
  EUR: 0.92,
  GBP: 0.79,
  ILS: 3.67,
  JPY: 150.45,
  AUD: 1.52,
}
