// WeatherAPI.com-shaped answers, as the backend weather function sends them (see the backend contract).
export const londonCurrent = {
  location: { name: 'London', region: 'City of London', country: 'United Kingdom', tz_id: 'Europe/London', localtime: '2026-11-22 9:05' },
  current: {
    temp_c: 11.6,
    feelslike_c: 9.4,
    humidity: 82,
    wind_kph: 17.3,
    uv: 1,
    condition: { text: 'Partly cloudy', icon: '//cdn.weatherapi.com/weather/64x64/day/116.png', code: 1003 },
  },
}

function day(date: string, min: number, max: number, text: string, code: number, rain: number, wind: number) {
  return {
    date,
    day: {
      mintemp_c: min,
      maxtemp_c: max,
      daily_chance_of_rain: rain,
      maxwind_kph: wind,
      condition: { text, icon: `//cdn.weatherapi.com/weather/64x64/day/${code}.png`, code },
    },
  }
}

export const londonForecast = {
  location: londonCurrent.location,
  current: londonCurrent.current,
  forecast: {
    forecastday: [
      day('2026-11-22', 6.4, 12.5, 'Partly cloudy', 1003, 20, 22.3),
      day('2026-11-23', 4.6, 10.2, 'Moderate rain', 1189, 86, 31.7),
      day('2026-11-24', 2.1, 8.8, 'Sunny', 1000, 0, 12.2),
      day('2026-11-25', -0.4, 6, 'Light snow', 1213, 40, 15),
      day('2026-11-26', 3, 9.6, 'Overcast', 1009, 10, 18.9),
    ],
  },
}

export function cityFixtures(name: string, country: string, temp: number, text: string) {
  return {
    current: {
      ...londonCurrent,
      location: { ...londonCurrent.location, name, country },
      current: { ...londonCurrent.current, temp_c: temp, condition: { ...londonCurrent.current.condition, text } },
    },
    forecast: londonForecast,
  }
}

export const unknownCity = { error: { code: 1006, message: 'No matching location found.' } }
