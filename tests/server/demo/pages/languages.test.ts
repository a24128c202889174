// The demo pages in the person's language: ?lang= first, then the app's language cookie, then the
// browser's Accept-Language, then English; Hebrew right to left; caches keep them apart.
import { describe, expect, it } from 'vitest'
import { demoLinks } from '@server/demo/pages/links'
import { LANGUAGE_COOKIE } from '@server/shell'
import { testApp } from '../../helpers'

const app = testApp()

async function page(path: string, headers: Record<string, string> = {}) {
  const response = await app.request(path, { headers })
  const html = await response.text()
  const [, lang, dir] = /<html lang="([^"]*)" dir="([^"]*)">/.exec(html) ?? []
  const h1 = /<h1>([^<]*)<\/h1>/.exec(html)?.[1]
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1]
  return { response, html, lang, dir, h1, title }
}

/** Each translated page, and what a reader sees first on it in each language (its heading or name). */
const pages: { path: string; heading: Record<string, string> }[] = [
  {
    path: demoLinks.costCalculator,
    heading: { en: 'Cost-of-Living Calculator', he: 'מחשבון יוקר מחיה', fr: 'Calculateur du coût de la vie', ru: 'Калькулятор стоимости жизни' },
  },
  { path: demoLinks.planner, heading: { en: 'My Relocation Planner', he: 'מתכנן הרילוקיישן שלי', fr: 'Mon planificateur de relocation', ru: 'Мой планировщик переезда' } },
  { path: demoLinks.site, heading: { en: 'Waypoint Relocation', he: '\u2068Waypoint\u2069 רילוקיישן', fr: 'Waypoint Relocation', ru: 'Waypoint Relocation' } },
  { path: demoLinks.consult.relocation, heading: { en: 'Plan your relocation', he: 'תכנון הרילוקיישן שלכם', fr: 'Planifiez votre relocation', ru: 'Спланируйте переезд' } },
  { path: demoLinks.consult.education, heading: { en: 'Education consultation', he: 'ייעוץ בנושאי חינוך', fr: 'Conseil en scolarité', ru: 'Консультация по образованию' } },
  { path: demoLinks.consult['real-estate'], heading: { en: 'Find your new home', he: 'מוצאים בית חדש', fr: 'Trouvez votre nouveau logement', ru: 'Найдите новый дом' } },
  { path: demoLinks.communityGroup, heading: { en: 'Waypoint Community', he: 'קהילת \u2068Waypoint\u2069', fr: 'Communauté Waypoint', ru: 'Сообщество Waypoint' } },
  { path: demoLinks.terms, heading: { en: 'Terms of Service', he: 'תנאי השימוש', fr: 'Conditions d’utilisation', ru: 'Условия использования' } },
  { path: demoLinks.privacy, heading: { en: 'Privacy Policy', he: 'מדיניות הפרטיות', fr: 'Politique de confidentialité', ru: 'Политика конфиденциальности' } },
  { path: demoLinks.assistant, heading: { en: 'Waypoint Assistant', he: 'העוזר של \u2068Waypoint\u2069', fr: 'Assistant Waypoint', ru: 'Помощник Waypoint' } },
]

describe('the demo pages in four languages', () => {
  for (const { path, heading } of pages) {
    it.each(Object.entries(heading))(`${path} in %s`, async (code, words) => {
      const { response, html, lang, dir, h1, title } = await page(`${path}?lang=${code}`)
      expect(response.status).toBe(200)
      expect(lang).toBe(code)
      expect(dir).toBe(code === 'he' ? 'rtl' : 'ltr')
      expect(response.headers.get('content-language')).toBe(code)
      if (path === demoLinks.assistant) expect(html).toContain(`<strong>${words}</strong>`)
      else expect(h1).toBe(words)
      // A page's <title> is its heading and the brand; the index, the invite and the assistant name the brand their own way.
      if ([demoLinks.site, demoLinks.communityGroup, demoLinks.assistant].includes(path)) expect(title).toContain('Waypoint')
      else expect(title).toBe(`${words} · Waypoint`)
    })
  }

  it('takes ?lang= over the cookie, the cookie over Accept-Language, and Accept-Language over English', async () => {
    const path = demoLinks.costCalculator
    const cookie = { cookie: `other=1; ${LANGUAGE_COOKIE}=ru` }
    expect((await page(`${path}?lang=he`, { ...cookie, 'accept-language': 'fr-FR' })).lang).toBe('he')
    expect((await page(path, { ...cookie, 'accept-language': 'fr-FR' })).lang).toBe('ru')
    expect((await page(path, { 'accept-language': 'de-DE, fr;q=0.8, en;q=0.5' })).lang).toBe('fr')
    expect((await page(path, { 'accept-language': 'iw-IL' })).h1).toBe('מחשבון יוקר מחיה')
    expect((await page(path)).h1).toBe('Cost-of-Living Calculator')
  })

  it('falls back safely on a language it does not speak, and never writes the asked one into the page', async () => {
    const attack = '"><script>alert(1)</script>'
    const { response, html, lang } = await page(`${demoLinks.planner}?lang=${encodeURIComponent(attack)}`, { cookie: `${LANGUAGE_COOKIE}=${encodeURIComponent(attack)}`, 'accept-language': 'xx' })
    expect(response.status).toBe(200)
    expect(lang).toBe('en')
    expect(html).not.toContain('alert(1)')
    expect((await page(`${demoLinks.planner}?lang=de`, { 'accept-language': 'ru' })).lang).toBe('ru')
  })

  it('tells caches that the words depend on the cookie and Accept-Language, and to ask again each time', async () => {
    for (const path of [demoLinks.costCalculator, demoLinks.planner, demoLinks.assistant]) {
      const { response } = await page(path)
      expect(response.headers.get('vary'), path).toMatch(/Accept-Language/)
      expect(response.headers.get('vary'), path).toMatch(/Cookie/)
      expect(response.headers.get('cache-control'), path).toBe('no-cache')
    }
  })

  it('lays Hebrew out right to left: the stylesheets use logical properties only', async () => {
    for (const file of ['site.css', 'assistant.css', 'invite.css', 'maps.css']) {
      const css = await (await app.request(`/demo/assets/${file}`)).text()
      expect(css, file).not.toMatch(/(?:margin|padding|border)-(?:left|right)\b|text-align:\s*(?:left|right)|[\s;{](?:left|right):/)
    }
  })

  it('gives the calculator its options, and its script its words, in the page’s language', async () => {
    const { html } = await page(`${demoLinks.costCalculator}?lang=ru`)
    expect(html).toContain('<option value="tel-aviv">Тель-Авив, Израиль</option>')
    expect(html).toContain('<label for="calc-adults">Взрослые</label>')
    const data = JSON.parse(/<script id="demo-page-data" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}') as {
      lang: string
      messages: { housing: Record<string, string> }
      cities: Record<string, string>
    }
    expect(data.lang).toBe('ru')
    expect(data.messages.housing).toEqual({ one: 'Жильё ({count} спальня)', few: 'Жильё ({count} спальни)', many: 'Жильё ({count} спален)', other: 'Жильё ({count} спальни)' })
    expect(data.cities['berlin']).toBe('Берлин')
  })

  it('lists the planner’s checklist in Hebrew, with its count isolated', async () => {
    const { html } = await page(`${demoLinks.planner}?lang=he`)
    expect(html).toContain('<h2>שלושה חודשים לפני <small data-phase-count="0">0/7</small></h2>')
    expect(html).toContain('<strong id="planner-summary">בוצעו \u20680\u2069 מתוך \u206834\u2069</strong>')
    expect(html).toContain('<span>לפתוח חשבון בנק</span>')
  })

  it('gives the assistant its Hebrew answers, and words that find them in Hebrew or English', async () => {
    const { html } = await page(`${demoLinks.assistant}?lang=he`)
    expect(html).toContain('placeholder="מה רוצים לשאול?"')
    expect(html).toContain('aria-label="דוגמאות לשאלות יומיומיות"')
    const data = JSON.parse(/<script id="demo-page-data" type="application\/json">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}') as {
      topics: { id: string; example: string; keywords: string[] }[]
      cityWords: Record<string, string[]>
    }
    const repairs = data.topics.find((topic) => topic.id === 'repairs')
    expect(repairs?.example).toBe('איך מוצאים אינסטלטור או חשמלאי אמינים?')
    expect(repairs?.keywords).toEqual(expect.arrayContaining(['אינסטלטור', 'plumber']))
    expect(data.cityWords['tel-aviv']).toEqual(expect.arrayContaining(['תל אביב', 'tel aviv']))
  })

  it('thanks a Hebrew visitor in Hebrew after a plain form post, and gives the form script its words', async () => {
    const response = await app.request(`${demoLinks.consult.relocation}?lang=he`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'name=Dana&email=dana%40example.org',
    })
    const html = await response.text()
    expect(html).toContain('<html lang="he" dir="rtl">')
    expect(html).toContain('<h2>תודה, <span data-name>הבקשה התקבלה</span>!</h2>')
    const form = (await page(`${demoLinks.consult['real-estate']}?lang=ru`)).html
    expect(form).toContain('<option value="">Выберите…</option>')
    expect(form).toContain('<label><input type="radio" name="looking" value="Покупка"> Покупка</label>')
    expect(form).toContain('"sending":"Отправляем…"')
  })

  it('counts the community’s members in the language’s own plural', async () => {
    expect((await page(`${demoLinks.communityGroup}?lang=ru`)).html).toContain('<p class="members">Группа · 1\u00a0248 участников</p>')
    expect((await page(`${demoLinks.communityGroup}?lang=en`)).html).toContain('<p class="members">Group · 1,248 members</p>')
  })

  it('writes the map’s own words in the language, and the place as asked', async () => {
    const { html, lang } = await page('/demo/maps/maps?q=Nowhere+Town&output=embed&lang=fr')
    expect(lang).toBe('fr')
    expect(html).toContain('<h1>Nowhere Town</h1><p>Emplacement approximatif</p>')
    expect(html).toContain('Carte de démonstration · pas à l’échelle')
  })

  it('keeps the legal pages’ addresses as links, left to right inside Hebrew', async () => {
    const { html } = await page(`${demoLinks.privacy}?lang=he`)
    expect(html).toContain('<a href="mailto:privacy@waypoint-relocation.example" dir="ltr">privacy@waypoint-relocation.example</a>')
    expect(html).toContain('<p>ראו גם את <a href="/demo/site/terms">תנאי השימוש</a> שלנו.</p>')
    const english = (await page(demoLinks.terms)).html
    expect(english).toContain('Questions: <a href="mailto:hello@waypoint-relocation.example">hello@waypoint-relocation.example</a>.</p>')
  })
})
