// Fixed, realistic exchange rates per 1 US dollar for the demo rate services.
// Deliberately NOT the client's fallback values (EUR 0.92, GBP 0.79, ILS 3.67, JPY 150.45, AUD 1.52),
// so a test or a person can tell live data from the fallback at a glance.

export const usdRates: Readonly<Record<string, number>> = {
  USD: 1,
  EUR: 0.9187,
  GBP: 0.7861,
  JPY: 154.32,
  AUD: 1.5418,
  CAD: 1.3962,
  CHF: 0.8843,
  CNY: 7.2415,
  ILS: 3.7124,
  INR: 84.43,
  SGD: 1.3427,
  AED: 3.6725,
  HKD: 7.7843,
  NZD: 1.7096,
  ZAR: 18.1247,
  BRL: 5.7862,
  MXN: 20.3318,
  THB: 34.612,
  RUB: 99.85,
  SEK: 10.9643,
  NOK: 11.0578,
  DKK: 6.8524,
  PLN: 4.0891,
  CZK: 23.9784,
  HUF: 389.42,
  RON: 4.5721,
  TRY: 34.5183,
  PHP: 58.914,
  IDR: 15873.5,
  MYR: 4.4652,
  KRW: 1398.27,
  EGP: 49.6425,
  NGN: 1672.35,
  KES: 129.45,
  SAR: 3.7543,
  QAR: 3.64,
  KWD: 0.3076,
  MAD: 9.9871,
  VND: 25412.8,
  COP: 4412.36,
  // A few more than the hub lists, as a real service returns ~160.
  ARS: 1005.75,
  BGN: 1.7968,
  BHD: 0.376,
  CLP: 973.42,
  ISK: 138.65,
  JOD: 0.709,
  OMR: 0.3845,
  PKR: 277.8,
  TWD: 32.517,
  UAH: 41.27,
}

/**
 * The currencies the demo's time series knows: the European Central Bank's reference list, as served by
 * Frankfurter, the public service it stands in for. The others (AED, RUB, SAR, ...) have no history, as
 * there.
 */
export const historyCurrencies: readonly string[] = [
  'AUD', 'BGN', 'BRL', 'CAD', 'CHF', 'CNY', 'CZK', 'DKK', 'EUR', 'GBP', 'HKD', 'HUF', 'IDR', 'ILS', 'INR', 'ISK',
  'JPY', 'KRW', 'MXN', 'MYR', 'NOK', 'NZD', 'PHP', 'PLN', 'RON', 'SEK', 'SGD', 'THB', 'TRY', 'USD', 'ZAR',
]
