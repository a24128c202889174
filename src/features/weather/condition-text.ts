// The weather's condition in the reader's language. WeatherAPI.com writes its condition in English (its
// `lang` parameter knows French and Russian but not Hebrew), under a code from a fixed list
// (https://www.weatherapi.com/docs/weather_conditions.json): each code is translated in the hub's
// catalog. English shows the service's own words, and a code not on the list keeps them in every language.
import type { MessageId } from '@/i18n/messages'
import type { WeatherCondition } from './api'
import { isConditionCode, isNightIcon } from './format'

/** The condition's words in `language`, through the catalog's `t`. */
export function conditionText(condition: WeatherCondition, language: string, t: (id: MessageId) => string): string {
  const { code } = condition
  if (language === 'en' || code === null || !isConditionCode(code)) return condition.text
  // Only code 1000 has words of its own at night: 'Clear', not 'Sunny'.
  if (code === 1000 && (isNightIcon(condition.icon) || /^clear$/i.test(condition.text.trim()))) return t('hub.weather.condition.1000.night')
  // A code without its message in the catalogs is a type error here.
  return t(`hub.weather.condition.${code}` as const satisfies MessageId)
}
