// The weather's condition in the reader's language. WeatherAPI.com writes its condition in English (its
// `lang` parameter knows French and Russian but not Hebrew), under a code from a fixed list
// (https://www.weatherapi.com/docs/weather_conditions.json): each code is translated in the hub's
// catalog. English shows the service's own words, and a code not on the list keeps them in every language.
import type { MessageId } from '@/i18n/messages'
import type { WeatherCondition } from './api'
import { isNightIcon } from './format'

const CODES = [
  1000, 1003, 1006, 1009, 1030, 1063, 1066, 1069, 1072, 1087, 1114, 1117, 1135, 1147, 1150, 1153, 1168, 1171, 1180, 1183, 1186, 1189, 1192, 1195,
  1198, 1201, 1204, 1207, 1210, 1213, 1216, 1219, 1222, 1225, 1237, 1240, 1243, 1246, 1249, 1252, 1255, 1258, 1261, 1264, 1273, 1276, 1279, 1282,
] as const
type Code = (typeof CODES)[number]
const known: ReadonlySet<number> = new Set(CODES)
const isKnown = (code: number): code is Code => known.has(code)

/** The condition's words in `language`, through the catalog's `t`. */
export function conditionText(condition: WeatherCondition, language: string, t: (id: MessageId) => string): string {
  const { code } = condition
  if (language === 'en' || code === null || !isKnown(code)) return condition.text
  // Only code 1000 has words of its own at night: 'Clear', not 'Sunny'.
  if (code === 1000 && (isNightIcon(condition.icon) || /^clear$/i.test(condition.text.trim()))) return t('hub.weather.condition.1000.night')
  // A code without its message in the catalogs is a type error here.
  return t(`hub.weather.condition.${code}` as const satisfies MessageId)
}
