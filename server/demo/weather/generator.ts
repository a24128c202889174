// The demo weather: plausible, deterministic WeatherAPI.com answers for the gazetteer's cities.
// A day's weather depends only on (city, local date), so the app, the tests and a person see the same
// forecast all day; the season follows the city's climate normals (southern hemisphere reversed by the
// data), rain follows its rain regime, and UV, daylight and the moon follow the sky.
import { randomFor } from '../lib/hash'
import { addDays, clock12, dayOfYear, hhmm, isoDate, offsetMinutes, zonedParts, type ZonedParts } from '../lib/time'
import type { Climate, Place } from '../content/gazetteer'
import { condition, type ConditionCode } from './conditions'
import { clearSkyUv, moon, sunTimes } from './sky'

type CalendarDate = Pick<ZonedParts, 'year' | 'month' | 'day'>

const round1 = (value: number) => Math.round(value * 10) / 10
const toF = (celsius: number) => round1((celsius * 9) / 5 + 32)
const toMph = (kph: number) => round1(kph / 1.609344)
const compass = ['N', 'NNE', 'NE', 'ENE', 'E', 'ESE', 'SE', 'SSE', 'S', 'SSW', 'SW', 'WSW', 'W', 'WNW', 'NW', 'NNW']

/** Typical day-night temperature spread by climate (°C). */
const diurnalRange: Record<Climate, number> = { A: 7, Am: 8, Cw: 10, B: 13, Cs: 9, Cf: 7, D: 9 }

/** Chance that a day has rain, by rain regime; `summer` is +1 in the local summer, -1 in the winter. */
function rainChance(climate: Climate, summer: number): number {
  switch (climate) {
    case 'A':
      return 0.55 + 0.1 * summer
    case 'Am':
      return 0.38 + 0.34 * summer
    case 'Cw':
      return 0.25 + 0.22 * summer
    case 'B':
      return 0.05
    case 'Cs':
      return 0.2 - 0.19 * summer
    case 'Cf':
      return 0.36
    case 'D':
      return 0.3 + 0.05 * summer
  }
}

interface DayWeather {
  date: CalendarDate
  dayOfYear: number
  maxC: number
  minC: number
  code: ConditionCode
  cloud: number
  chanceOfRain: number
  chanceOfSnow: number
  precipMm: number
  maxWindKph: number
  windDegree: number
  humidity: number
  visKm: number
  uv: number
  pressureMb: number
}

const snowCodes: readonly number[] = [1066, 1213, 1219]

/** The weather of one local calendar day in one place. */
function dayWeather(place: Place, date: CalendarDate): DayWeather {
  const random = randomFor(`${place.name}|${isoDate(date)}`)
  const doy = dayOfYear(date)
  const season = Math.cos((2 * Math.PI * (doy - 15)) / 365.25) // +1 mid-January, -1 mid-July
  const summer = place.lat >= 0 ? -season : season
  const normalHigh = (place.janHigh + place.julHigh) / 2 + ((place.janHigh - place.julHigh) / 2) * season

  const wetChance = rainChance(place.climate, summer)
  const rainy = random() < wetChance
  const maxC = normalHigh + (random() - 0.5) * 6 - (rainy ? 1.5 : 0)
  const minC = maxC - diurnalRange[place.climate] * (rainy ? 0.7 : 1) - (random() - 0.5) * 2
  const intensity = random()
  const thunderProne = ((place.climate === 'A' || place.climate === 'Am' || place.climate === 'Cw') && summer > -0.3) || maxC > 27

  let code: ConditionCode
  let cloud: number
  if (rainy) {
    cloud = 65 + random() * 35
    if (maxC <= 1.5) code = intensity > 0.6 ? 1219 : 1213
    else if (maxC <= 4 && intensity > 0.5) code = 1066
    else if (thunderProne && intensity > 0.7) code = intensity > 0.88 ? 1276 : 1273
    else if (intensity < 0.25) code = 1063
    else if (intensity < 0.45) code = 1240
    else if (intensity < 0.55 && (place.climate === 'Cf' || place.climate === 'D')) code = 1153
    else if (intensity < 0.75) code = 1183
    else if (intensity < 0.9) code = 1189
    else code = 1195
  } else {
    cloud = place.climate === 'B' ? random() * 25 : Math.pow(random(), 1.3) * 90
    const foggy = (place.climate === 'Cf' || place.climate === 'D' || place.climate === 'Cw') && summer < 0 && intensity < 0.08
    if (foggy) code = intensity < 0.04 ? 1135 : 1030
    else if (cloud < 20) code = 1000
    else if (cloud < 45) code = 1003
    else if (cloud < 75) code = 1006
    else code = 1009
  }

  const snowy = snowCodes.includes(code)
  const stormy = code === 1273 || code === 1276
  const humidityBase = place.climate === 'B' ? 25 + random() * 20 : place.climate === 'A' || place.climate === 'Am' ? 72 + random() * 18 : 55 + random() * 25
  return {
    date,
    dayOfYear: doy,
    maxC: round1(maxC),
    minC: round1(minC),
    code,
    cloud: Math.round(cloud),
    chanceOfRain: rainy && !snowy ? 60 + Math.round(random() * 35) : Math.round(Math.min(45, wetChance * 55 * random())),
    chanceOfSnow: snowy ? 60 + Math.round(random() * 35) : 0,
    precipMm: rainy ? round1(0.2 + intensity * intensity * 25) : 0,
    maxWindKph: round1(10 + random() * 18 + (rainy ? 8 : 0) + (stormy ? 10 : 0)),
    windDegree: Math.floor(random() * 360),
    humidity: Math.min(98, Math.round(humidityBase + (rainy ? 10 : 0))),
    visKm: code === 1135 ? 1 : code === 1030 ? 5 : rainy ? 8 : 10,
    uv: round1(clearSkyUv(place.lat, doy) * (1 - (0.65 * cloud) / 100)),
    pressureMb: Math.round(1008 + random() * 20 - (rainy ? 8 : 0)),
  }
}

/** The day's temperature curve: the minimum at 06:00, the maximum at 15:00. */
function temperatureAt(day: DayWeather, hour: number): number {
  let share: number
  if (hour >= 6 && hour <= 15) share = (1 - Math.cos((Math.PI * (hour - 6)) / 9)) / 2
  else if (hour > 15) share = 1 - (0.85 * (hour - 15)) / 9
  else share = 0.15 * (1 - hour / 6)
  return day.minC + (day.maxC - day.minC) * share
}

/** Wind chill (the North American formula), defined for cold and windy conditions only. */
function windChill(tempC: number, windKph: number): number {
  if (tempC > 10 || windKph <= 4.8) return tempC
  const v = Math.pow(windKph, 0.16)
  return 13.12 + 0.6215 * tempC - 11.37 * v + 0.3965 * tempC * v
}

/** Apparent temperature in humid heat (Steadman's approximation), defined from 27 °C. */
function heatIndex(tempC: number, humidity: number): number {
  if (tempC < 27) return tempC
  const vapourPressure = (humidity / 100) * 6.105 * Math.exp((17.27 * tempC) / (237.7 + tempC))
  return tempC + 0.33 * vapourPressure - 4
}

function feelsLike(tempC: number, windKph: number, humidity: number): number {
  return tempC <= 10 ? windChill(tempC, windKph) : heatIndex(tempC, humidity)
}

function dewPoint(tempC: number, humidity: number): number {
  const gamma = Math.log(Math.max(humidity, 1) / 100) + (17.62 * tempC) / (243.12 + tempC)
  return (243.12 * gamma) / (17.62 - gamma)
}

function conditionJson(code: ConditionCode, isDay: boolean, iconBase: string) {
  const c = condition(code)
  return { text: isDay ? c.day : c.night, icon: `${iconBase}/${isDay ? 'day' : 'night'}/${c.icon}.svg`, code }
}

function sunFor(place: Place, day: DayWeather) {
  const noonUtc = new Date(Date.UTC(day.date.year, day.date.month - 1, day.date.day, 12))
  return sunTimes(place.lat, place.lon, day.dayOfYear, offsetMinutes(noonUtc, place.tz))
}

function location(place: Place, now: Date) {
  const local = zonedParts(now, place.tz)
  return {
    name: place.name,
    region: place.region,
    country: place.country,
    lat: place.lat,
    lon: place.lon,
    tz_id: place.tz,
    localtime_epoch: Math.floor(now.getTime() / 1000),
    // WeatherAPI writes the local hour without a leading zero ("2026-11-22 9:05"), unlike last_updated.
    localtime: `${isoDate(local)} ${local.hour}:${String(local.minute).padStart(2, '0')}`,
  }
}

function current(place: Place, now: Date, iconBase: string) {
  // Observations are published every 15 minutes, like the real service.
  const observed = new Date(Math.floor(now.getTime() / 900_000) * 900_000)
  const local = zonedParts(observed, place.tz)
  const day = dayWeather(place, local)
  const random = randomFor(`${place.name}|${isoDate(local)}|${local.hour}`)
  const minutes = local.hour * 60 + local.minute
  const sun = sunFor(place, day)
  const isDay = minutes >= sun.sunrise && minutes < sun.sunset
  const tempC = temperatureAt(day, minutes / 60) + (random() - 0.5)
  const windKph = day.maxWindKph * (0.55 + random() * 0.35)
  const humidity = Math.min(100, Math.round(day.humidity + (isDay ? -6 : 8) * random()))
  const feels = feelsLike(tempC, windKph, humidity)
  const dew = dewPoint(tempC, humidity)
  const daylight = isDay ? Math.sin((Math.PI * (minutes - sun.sunrise)) / (sun.sunset - sun.sunrise)) : 0
  const raining = day.precipMm > 0 && random() < 0.6
  const gustKph = windKph * (1.3 + random() * 0.4)
  return {
    last_updated_epoch: Math.floor(observed.getTime() / 1000),
    last_updated: `${isoDate(local)} ${hhmm(local.hour, local.minute)}`,
    temp_c: round1(tempC),
    temp_f: toF(tempC),
    is_day: isDay ? 1 : 0,
    condition: conditionJson(day.code, isDay, iconBase),
    wind_mph: toMph(windKph),
    wind_kph: round1(windKph),
    wind_degree: day.windDegree,
    wind_dir: compass[Math.round(day.windDegree / 22.5) % 16],
    pressure_mb: day.pressureMb,
    pressure_in: Math.round(day.pressureMb * 0.02953 * 100) / 100,
    precip_mm: raining ? round1(day.precipMm / 8) : 0,
    precip_in: raining ? Math.round((day.precipMm / 8 / 25.4) * 100) / 100 : 0,
    humidity,
    cloud: day.cloud,
    feelslike_c: round1(feels),
    feelslike_f: toF(feels),
    windchill_c: round1(windChill(tempC, windKph)),
    windchill_f: toF(windChill(tempC, windKph)),
    heatindex_c: round1(heatIndex(tempC, humidity)),
    heatindex_f: toF(heatIndex(tempC, humidity)),
    dewpoint_c: round1(dew),
    dewpoint_f: toF(dew),
    vis_km: day.visKm,
    vis_miles: Math.round(day.visKm / 1.609344),
    uv: round1(day.uv * Math.pow(Math.max(0, daylight), 1.5)),
    gust_mph: toMph(gustKph),
    gust_kph: round1(gustKph),
  }
}

function forecastDay(place: Place, day: DayWeather, iconBase: string) {
  const sun = sunFor(place, day)
  const noon = Date.UTC(day.date.year, day.date.month - 1, day.date.day, 12)
  const sky = moon(noon)
  // The moon rises about 50 minutes later each day: new moon with the sun, full moon at sunset.
  const moonrise = sun.sunrise + sky.fraction * 1440
  const avgC = (day.maxC + day.minC) / 2 + 0.4
  return {
    date: isoDate(day.date),
    date_epoch: Date.UTC(day.date.year, day.date.month - 1, day.date.day) / 1000,
    day: {
      maxtemp_c: day.maxC,
      maxtemp_f: toF(day.maxC),
      mintemp_c: day.minC,
      mintemp_f: toF(day.minC),
      avgtemp_c: round1(avgC),
      avgtemp_f: toF(avgC),
      maxwind_mph: toMph(day.maxWindKph),
      maxwind_kph: day.maxWindKph,
      totalprecip_mm: day.precipMm,
      totalprecip_in: Math.round((day.precipMm / 25.4) * 100) / 100,
      totalsnow_cm: day.chanceOfSnow > 0 ? round1(day.precipMm * 0.8) : 0,
      avgvis_km: day.visKm,
      avgvis_miles: Math.round(day.visKm / 1.609344),
      avghumidity: day.humidity,
      daily_will_it_rain: day.chanceOfRain >= 50 ? 1 : 0,
      daily_chance_of_rain: day.chanceOfRain,
      daily_will_it_snow: day.chanceOfSnow >= 50 ? 1 : 0,
      daily_chance_of_snow: day.chanceOfSnow,
      condition: conditionJson(day.code, true, iconBase),
      uv: day.uv,
    },
    astro: {
      sunrise: clock12(sun.sunrise),
      sunset: clock12(sun.sunset),
      moonrise: clock12(moonrise),
      moonset: clock12(moonrise + 745),
      moon_phase: sky.phase,
      moon_illumination: sky.illumination,
      is_moon_up: 0,
      is_sun_up: 0,
    },
  }
}

/**
 * WeatherAPI's current.json for a place. `iconBase` is where the condition icons live, protocol-relative
 * like the real "//cdn.weatherapi.com/weather/64x64".
 */
export function currentWeather(place: Place, now: Date, iconBase: string) {
  return { location: location(place, now), current: current(place, now, iconBase) }
}

/** WeatherAPI's forecast.json for a place: current plus `days` days starting with the local today. */
export function forecastWeather(place: Place, now: Date, days: number, iconBase: string) {
  const today = zonedParts(now, place.tz)
  const forecastday = Array.from({ length: days }, (_, i) => forecastDay(place, dayWeather(place, addDays(today, i)), iconBase))
  return { ...currentWeather(place, now, iconBase), forecast: { forecastday } }
}
