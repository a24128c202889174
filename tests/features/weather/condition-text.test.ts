import { conditionText } from '@/features/weather/condition-text'
import type { WeatherCondition } from '@/features/weather/api'
import type { MessageId } from '@/i18n/messages'
import en from '@/locales/en/hub.json'
import fr from '@/locales/fr/hub.json'
import he from '@/locales/he/hub.json'
import ru from '@/locales/ru/hub.json'

const catalogs = { en, fr, he, ru } as const
/** The hub catalog's message, as the app's `t` gives it (these messages have no placeholders). */
const speaking = (language: keyof typeof catalogs) => (id: MessageId) => (catalogs[language] as Record<string, string>)[id] ?? `missing ${id}`

const condition = (code: number | null, text: string, icon: string | null = '//cdn.weatherapi.com/weather/64x64/day/113.png'): WeatherCondition => ({ code, text, icon })

describe("the weather's condition in the reader's language", () => {
  it("keeps the service's own words in English", () => {
    expect(conditionText(condition(1240, 'Light rain shower'), 'en', speaking('en'))).toBe('Light rain shower')
    // Even where they differ from the list's (the service renamed 'Patchy rain possible' once).
    expect(conditionText(condition(1063, 'Patchy rain possible'), 'en', speaking('en'))).toBe('Patchy rain possible')
  })

  it('translates the condition by its code in French, Russian and Hebrew', () => {
    const shower = condition(1240, 'Light rain shower')
    expect(conditionText(shower, 'fr', speaking('fr'))).toBe('Légère averse de pluie')
    expect(conditionText(shower, 'ru', speaking('ru'))).toBe('Небольшой ливень')
    expect(conditionText(shower, 'he', speaking('he'))).toBe('ממטר גשם קל')
  })

  it("says 'clear' at night, not 'sunny', by the night icon or the service's words", () => {
    expect(conditionText(condition(1000, 'Sunny'), 'fr', speaking('fr'))).toBe('Ensoleillé')
    expect(conditionText(condition(1000, 'Clear', '//cdn.weatherapi.com/weather/64x64/night/113.png'), 'fr', speaking('fr'))).toBe('Ciel dégagé')
    expect(conditionText(condition(1000, 'Clear ', null), 'ru', speaking('ru'))).toBe('Ясно')
  })

  it("keeps the service's words for a code it does not list, or none", () => {
    expect(conditionText(condition(1999, 'Volcanic ash'), 'he', speaking('he'))).toBe('Volcanic ash')
    expect(conditionText(condition(null, 'Haze'), 'fr', speaking('fr'))).toBe('Haze')
  })

  it('has words for every code of the service in every language, none left in English', () => {
    const codes = Object.keys(en)
      .filter((key) => key.startsWith('hub.weather.condition.'))
      .map((key) => key.slice('hub.weather.condition.'.length))
    expect(codes.filter((code) => /^\d+$/.test(code))).toHaveLength(48)
    for (const language of ['fr', 'ru', 'he'] as const) {
      for (const code of codes) {
        const id = `hub.weather.condition.${code}` as MessageId
        expect(speaking(language)(id), `${language} ${code}`).not.toBe(speaking('en')(id))
      }
    }
  })
})
