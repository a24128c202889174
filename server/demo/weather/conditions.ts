// The WeatherAPI.com condition codes the demo generator uses, with their texts and icon numbers,
// as listed in https://www.weatherapi.com/docs/weather_conditions.json.

interface Condition {
  code: number
  day: string
  night: string
  icon: number
}

const table = [
  { code: 1000, day: 'Sunny', night: 'Clear', icon: 113 },
  { code: 1003, day: 'Partly cloudy', night: 'Partly cloudy', icon: 116 },
  { code: 1006, day: 'Cloudy', night: 'Cloudy', icon: 119 },
  { code: 1009, day: 'Overcast', night: 'Overcast', icon: 122 },
  { code: 1030, day: 'Mist', night: 'Mist', icon: 143 },
  { code: 1063, day: 'Patchy rain nearby', night: 'Patchy rain nearby', icon: 176 },
  { code: 1066, day: 'Patchy snow nearby', night: 'Patchy snow nearby', icon: 179 },
  { code: 1087, day: 'Thundery outbreaks in nearby', night: 'Thundery outbreaks in nearby', icon: 200 },
  { code: 1135, day: 'Fog', night: 'Fog', icon: 248 },
  { code: 1153, day: 'Light drizzle', night: 'Light drizzle', icon: 266 },
  { code: 1183, day: 'Light rain', night: 'Light rain', icon: 296 },
  { code: 1189, day: 'Moderate rain', night: 'Moderate rain', icon: 302 },
  { code: 1195, day: 'Heavy rain', night: 'Heavy rain', icon: 308 },
  { code: 1213, day: 'Light snow', night: 'Light snow', icon: 326 },
  { code: 1219, day: 'Moderate snow', night: 'Moderate snow', icon: 332 },
  { code: 1240, day: 'Light rain shower', night: 'Light rain shower', icon: 353 },
  { code: 1273, day: 'Patchy light rain in area with thunder', night: 'Patchy light rain in area with thunder', icon: 386 },
  { code: 1276, day: 'Moderate or heavy rain in area with thunder', night: 'Moderate or heavy rain in area with thunder', icon: 389 },
] as const satisfies readonly Condition[]

export type ConditionCode = (typeof table)[number]['code']

export const conditions: ReadonlyMap<number, Condition> = new Map(table.map((c) => [c.code, c]))

/** The icon numbers we draw, for the icon route. */
export const iconNumbers: ReadonlySet<number> = new Set(table.map((c) => c.icon))

export function condition(code: ConditionCode): Condition {
  const found = conditions.get(code)
  if (!found) throw new Error(`Unknown condition ${code}`)
  return found
}
