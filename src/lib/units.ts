// Unit conversions, exact to the rule and free of rounding (rounding is the display's business).

export const celsiusToFahrenheit = (celsius: number): number => (celsius * 9) / 5 + 32

export const kmhToMph = (kmh: number): number => kmh / 1.609344

export const kmToMiles = (km: number): number => km / 1.609344
