// The backend weather function (WeatherAPI.com shapes): current.json and forecast.json for a city.
// Responses are untrusted; they are read into our own types here or rejected with the spec's messages.
import { config } from '@/app/config'
import { getJson, HttpError, withQuery } from '@/lib/http'
import { isoDay, record } from '@/lib/input'

const WEATHER_FAILED = 'Failed to fetch weather data'
const FORECAST_FAILED = 'Failed to fetch forecast data'
const FORECAST_DAYS = 5

/** A failed weather call; `status` is the HTTP status when the service answered (400: unknown city). */
export class WeatherError extends Error {
  readonly status: number | undefined

  constructor(message: typeof WEATHER_FAILED | typeof FORECAST_FAILED, status?: number, options?: ErrorOptions) {
    super(message, options)
    this.name = 'WeatherError'
    this.status = status
  }
}

export interface WeatherCondition {
  text: string
  /** The service's icon address as sent (often protocol-relative); see weatherIconUrl. */
  icon: string | null
  /** The service's condition code (1000 clear, 1003 partly cloudy, …), for the local icon. */
  code: number | null
}

interface WeatherLocation {
  name: string
  country: string
  /** 'YYYY-MM-DD HH:mm' in the city, as the service sends it. */
  localTime: string | null
  timeZone: string | null
}

interface CurrentWeather {
  location: WeatherLocation
  tempC: number
  feelsLikeC: number
  humidity: number
  windKph: number
  uv: number
  condition: WeatherCondition
}

interface ForecastDay {
  /** 'YYYY-MM-DD' */
  date: string
  minC: number
  maxC: number
  chanceOfRain: number
  maxWindKph: number
  condition: WeatherCondition
}

export interface CityWeather {
  current: CurrentWeather
  forecast: ForecastDay[]
}

function finite(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  // Some fields (chances of rain) have been sent as numeric strings.
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())) return Number(value)
  return null
}

function text(value: unknown, max = 200): string | null {
  if (typeof value !== 'string') return null
  const trimmed = value.trim()
  return trimmed === '' ? null : trimmed.slice(0, max)
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))

function parseCondition(value: unknown): WeatherCondition | null {
  const condition = record(value)
  const label = text(condition?.text)
  if (!condition || !label) return null
  const code = finite(condition.code)
  return { text: label, icon: text(condition.icon, 500), code: code !== null && Number.isInteger(code) ? code : null }
}

/** Reads current.json into CurrentWeather; throws 'Failed to fetch weather data' for an unusable shape. */
export function parseCurrentWeather(json: unknown): CurrentWeather {
  const root = record(json)
  const location = record(root?.location)
  const current = record(root?.current)
  const name = text(location?.name)
  const condition = parseCondition(current?.condition)
  const tempC = finite(current?.temp_c)
  const feelsLikeC = finite(current?.feelslike_c)
  const humidity = finite(current?.humidity)
  const windKph = finite(current?.wind_kph)
  const uv = finite(current?.uv)
  if (!location || !name || !condition || tempC === null || feelsLikeC === null || humidity === null || windKph === null || uv === null) {
    throw new WeatherError(WEATHER_FAILED)
  }
  const localTime = text(location.localtime, 40)
  return {
    location: {
      name,
      country: text(location.country) ?? '',
      localTime: localTime && /^\d{4}-\d{2}-\d{2} \d{1,2}:\d{2}$/.test(localTime) ? localTime : null,
      timeZone: text(location.tz_id, 100),
    },
    tempC,
    feelsLikeC,
    humidity: clamp(humidity, 0, 100),
    windKph: Math.max(0, windKph),
    uv: Math.max(0, uv),
    condition,
  }
}

function parseForecastDay(value: unknown): ForecastDay | null {
  const entry = record(value)
  const day = record(entry?.day)
  const date = isoDay(entry?.date)
  const condition = parseCondition(day?.condition)
  const minC = finite(day?.mintemp_c)
  const maxC = finite(day?.maxtemp_c)
  const chanceOfRain = finite(day?.daily_chance_of_rain)
  const maxWindKph = finite(day?.maxwind_kph)
  if (!date || !condition || minC === null || maxC === null || chanceOfRain === null || maxWindKph === null) return null
  return {
    date,
    minC: Math.min(minC, maxC),
    maxC: Math.max(minC, maxC),
    chanceOfRain: clamp(chanceOfRain, 0, 100),
    maxWindKph: Math.max(0, maxWindKph),
    condition,
  }
}

/**
 * Reads forecast.json's forecast.forecastday into up to 5 days, in date order; malformed days are
 * dropped. Throws 'Failed to fetch forecast data' when no day is usable.
 */
export function parseForecast(json: unknown): ForecastDay[] {
  const days = record(record(json)?.forecast)?.forecastday
  if (!Array.isArray(days)) throw new WeatherError(FORECAST_FAILED)
  const parsed = days
    .map(parseForecastDay)
    .filter((day): day is ForecastDay => day !== null)
    // ISO dates sort as plain strings (localeCompare would build ICU's collator for it).
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
    .filter((day, index, all) => index === 0 || all[index - 1]?.date !== day.date)
    .slice(0, FORECAST_DAYS)
  if (parsed.length === 0) throw new WeatherError(FORECAST_FAILED)
  return parsed
}

async function call<T>(
  path: 'current.json' | 'forecast.json',
  params: Record<string, string | number>,
  parse: (json: unknown) => T,
  message: typeof WEATHER_FAILED | typeof FORECAST_FAILED,
  signal?: AbortSignal,
): Promise<T> {
  let json: unknown
  try {
    json = await getJson(withQuery(`${config.weatherUrl}/${path}`, params), { signal, timeoutMs: 10_000 })
  } catch (error) {
    if (signal?.aborted) throw error
    throw new WeatherError(message, error instanceof HttpError ? error.status : undefined, { cause: error })
  }
  try {
    return parse(json)
  } catch (error) {
    throw error instanceof WeatherError ? new WeatherError(message, undefined, { cause: error }) : error
  }
}

/** The two addresses of a city's weather: its current conditions and its forecast. */
export function cityWeatherUrls(city: string): { current: string; forecast: string } {
  return {
    current: withQuery(`${config.weatherUrl}/current.json`, currentParams(city)),
    forecast: withQuery(`${config.weatherUrl}/forecast.json`, forecastParams(city)),
  }
}

const currentParams = (city: string) => ({ q: city, aqi: 'no' })
const forecastParams = (city: string) => ({ q: city, days: FORECAST_DAYS, aqi: 'no', alerts: 'no' })

/** GET current.json?q=city&aqi=no */
function fetchCurrentWeather(city: string, signal?: AbortSignal): Promise<CurrentWeather> {
  return call('current.json', currentParams(city), parseCurrentWeather, WEATHER_FAILED, signal)
}

/** GET forecast.json?q=city&days=5&aqi=no&alerts=no */
function fetchForecast(city: string, signal?: AbortSignal): Promise<ForecastDay[]> {
  return call('forecast.json', forecastParams(city), parseForecast, FORECAST_FAILED, signal)
}

/** Both calls at once. The current weather's failure wins, so an unknown city reads as a weather failure. */
export async function fetchCityWeather(city: string, signal?: AbortSignal): Promise<CityWeather> {
  const [current, forecast] = await Promise.allSettled([fetchCurrentWeather(city, signal), fetchForecast(city, signal)])
  if (current.status === 'rejected') throw current.reason
  if (forecast.status === 'rejected') throw forecast.reason
  return { current: current.value, forecast: forecast.value }
}
