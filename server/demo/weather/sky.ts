// Sun and moon for the demo forecast's astro block and is_day, from the usual low-precision formulas
// (NOAA's approximations: good to a few minutes, which is all a relocation app needs).

const RAD = Math.PI / 180

/** Solar declination (degrees) on a day of the year. */
function declination(dayOfYear: number): number {
  return 23.44 * Math.sin(((2 * Math.PI) / 365) * (dayOfYear - 81))
}

/** Sunrise and sunset in minutes after local midnight (UTC offset in minutes). */
export function sunTimes(lat: number, lon: number, dayOfYear: number, utcOffsetMinutes: number) {
  const decl = declination(dayOfYear) * RAD
  const b = ((2 * Math.PI) / 364) * (dayOfYear - 81)
  const equationOfTime = 9.87 * Math.sin(2 * b) - 7.53 * Math.cos(b) - 1.5 * Math.sin(b)
  const noonUtc = 720 - 4 * lon - equationOfTime
  // -0.833° accounts for refraction and the sun's radius, like published sunrise tables.
  const cosHourAngle = (Math.sin(-0.833 * RAD) - Math.sin(lat * RAD) * Math.sin(decl)) / (Math.cos(lat * RAD) * Math.cos(decl))
  const hourAngle = Math.acos(Math.min(1, Math.max(-1, cosHourAngle))) / RAD
  const noon = noonUtc + utcOffsetMinutes
  return { sunrise: noon - 4 * hourAngle, sunset: noon + 4 * hourAngle, noon }
}

/** Clear-sky UV index at solar noon: ~12 under a high tropical sun, ~0.5 in a northern European winter. */
export function clearSkyUv(lat: number, dayOfYear: number): number {
  const elevation = 90 - Math.abs(lat - declination(dayOfYear))
  if (elevation <= 0) return 0
  return 12.5 * Math.pow(Math.sin(elevation * RAD), 2.5)
}

const SYNODIC_MONTH = 29.530588853
const KNOWN_NEW_MOON = Date.UTC(2000, 0, 6, 18, 14)
const phases = ['New Moon', 'Waxing Crescent', 'First Quarter', 'Waxing Gibbous', 'Full Moon', 'Waning Gibbous', 'Last Quarter', 'Waning Crescent']

/** Moon phase name, illumination (%) and the fraction of the cycle (0 = new) at an instant. */
export function moon(instantMs: number) {
  const age = ((((instantMs - KNOWN_NEW_MOON) / 86_400_000) % SYNODIC_MONTH) + SYNODIC_MONTH) % SYNODIC_MONTH
  const fraction = age / SYNODIC_MONTH
  const illumination = Math.round(((1 - Math.cos(2 * Math.PI * fraction)) / 2) * 100)
  const phase = phases[Math.round(fraction * 8) % 8] ?? 'New Moon'
  return { phase, illumination, fraction }
}
