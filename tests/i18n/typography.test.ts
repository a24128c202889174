// Each language's typography (the rules: ./typography.ts, written down in docs/glossary.md) holds in every
// app catalog message and every demo page text, and English keeps the product spec's strings word for word.
// A failure prints the catalog, the key and the text with the offending mark between ⟦ ⟧.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { allTexts, describeFinding, icuTexts, OBJECT, type Text } from './texts'
import { checkedText, typographyFindings } from './typography'

/** Every typography finding in a language's texts, as the test prints them. */
function findings(language: string, texts: readonly Text[]): string[] {
  const found = texts.flatMap((text) => {
    const checked = { ...text, text: checkedText(text.text) }
    return typographyFindings(language, text.text).map((f) => describeFinding(checked, f.index, f.length, f.rule))
  })
  return [...new Set(found)]
}

/** The rules' names for one text, for the deliberate mistakes below. */
const rules = (language: string, text: string) => typographyFindings(language, text).map((f) => f.rule)

describe('typography', () => {
  it('reads a message as a person does: placeholders stand apart, tags go, every plural form counts', () => {
    expect(icuTexts('<0>Heure locale\u00a0: </0>{time}')).toEqual([`Heure locale\u00a0: ${OBJECT}`])
    expect(icuTexts('{count, plural, one {# ville} other {# villes}}')).toEqual(['1 ville', '1 villes'])
  })

  describe('French: a no-break space before : ; ! ? and inside « »', () => {
    it('fails on a plain space or none, and names the catalog, the key and the text', () => {
      const text: Text = { source: 'fr/shell.json', key: 'shell.notFound.title', message: 'Oups ! Page introuvable', text: 'Oups ! Page introuvable' }
      expect(findings('fr', [text])).toEqual(['fr/shell.json shell.notFound.title: plain space before high punctuation (use U+202F or U+00A0): …Oups⟦ ⟧! Page introuvable…'])
      expect(rules('fr', 'Note : 4 sur 5')).toEqual(['plain space before high punctuation (use U+202F or U+00A0)'])
      expect(rules('fr', 'Vraiment?')).toEqual(['no space before high punctuation (use U+202F or U+00A0)'])
      expect(rules('fr', `Heure locale: ${OBJECT}`)).toEqual(['no space before high punctuation (use U+202F or U+00A0)'])
      expect(rules('fr', '« Paris »')).toEqual(['no no-break space after «', 'no no-break space before »'])
      expect(rules('fr', 'le menu "Conseil"')).toEqual(['quotation marks in French are « »', 'quotation marks in French are « »'])
      expect(rules('fr', "l'application")).toEqual(['the apostrophe is ’'])
      expect(rules('fr', `${OBJECT} - ${OBJECT}`)).toEqual(['a dash between words is an en dash (–), not a hyphen'])
      expect(rules('fr', 'Rechercher des articles...')).toEqual(['three dots are one ellipsis (…)'])
    })

    it('passes the right spaces, times, addresses and doubled marks', () => {
      for (const text of ['Oups\u202f! Page introuvable', 'Note\u00a0: 4 sur 5', '«\u202fParis\u202f»', 'de 7:00 à 9:30', 'https://exemple.fr/?lang=fr', 'Vraiment\u202f?!', 'l’application', `${OBJECT} – ${OBJECT}`, 'Rechercher des articles…', 'porte-à-porte']) expect(rules('fr', text), text).toEqual([])
    })
  })

  describe('Russian: an em dash between words, quotations in « »', () => {
    it('fails on an en dash or a hyphen between spaces, and on an unspaced em dash', () => {
      expect(rules('ru', 'Поиск жилья – временное')).toEqual(['a dash between words is an em dash ( — )'])
      expect(rules('ru', `${OBJECT} - ${OBJECT}`)).toEqual(['a dash between words is an em dash ( — )'])
      expect(rules('ru', 'жильё—временное')).toEqual(['an em dash between words takes a space on each side'])
      expect(rules('ru', 'Поиск статей...')).toEqual(['three dots are one ellipsis (…)'])
      expect(rules('ru', 'меню "Консультации"')).toEqual(['quotation marks in Russian are « » (and „ “ inside them)', 'quotation marks in Russian are « » (and „ “ inside them)'])
    })

    it('passes the em dash, a hyphenated word, a range and « „ “ »', () => {
      for (const text of ['Поиск жилья — временное', 'ИИ-помощник', '7:00–9:30', `${OBJECT}—${OBJECT}`, 'меню «Консультации»', '«Он сказал „да“»']) expect(rules('ru', text), text).toEqual([])
    })
  })

  describe('Hebrew: gershayim and geresh, "…" for quotations, a maqaf after a prefix', () => {
    it('fails on the keyboard marks in a word, on other quotation styles and on a missing maqaf', () => {
      expect(rules('he', 'USD לEUR')).toEqual(['a prefix before Latin letters or digits takes a maqaf (ל־EUR)'])
      expect(rules('he', 'ב-2026')).toEqual(['a prefix before Latin letters or digits takes a maqaf (ל־EUR)'])
      expect(rules('he', '12 מ"ב')).toEqual(['an abbreviation takes gershayim (״), not a quotation mark'])
      expect(rules('he', "צ'אט")).toEqual(['a geresh (׳), not an apostrophe'])
      expect(rules('he', 'לפתוח את ״השירותים שלי״')).toEqual(['gershayim belong inside a word (מ״ב); quotations take "…"', 'gershayim belong inside a word (מ״ב); quotations take "…"'])
      expect(rules('he', 'לחיפוש „תל אביב”')).toEqual(['quotations in Hebrew take "…"', 'quotations in Hebrew take "…"'])
      expect(rules('he', 'ים-תיכוני')).toEqual(['a maqaf (־), not a hyphen, between Hebrew words'])
      expect(rules('he', `${OBJECT} - ${OBJECT}`)).toEqual(['a dash between words is an en dash (–), not a hyphen'])
      expect(rules('he', 'חיפוש כתבות...')).toEqual(['three dots are one ellipsis (…)'])
    })

    it('passes the chosen marks', () => {
      for (const text of ['USD ל־EUR', 'ב־2026', '12 מ״ב', 'ארה״ב', 'צ׳אט', 'לפתוח את "השירותים שלי"', 'ים־תיכוני', 'בשנת 2026', `ל${OBJECT}`, 'מיסים – הגשת דוחות', 'חיפוש כתבות…']) expect(rules('he', text), text).toEqual([])
    })
  })

  for (const language of ['fr', 'ru', 'he']) {
    it(`holds in every ${language} catalog message and demo page text`, () => {
      expect(findings(language, allTexts(language))).toEqual([])
    })
  }

  it('English keeps the product spec’s strings as the spec writes them (straight marks, three dots)', () => {
    const english: Record<string, string> = {}
    const root = path.resolve(import.meta.dirname, '../../src/locales/en')
    for (const area of ['home', 'reviews', 'shell', 'news', 'services', 'assistant', 'hub', 'destinations', 'community', 'viewer']) {
      Object.assign(english, JSON.parse(readFileSync(path.join(root, `${area}.json`), 'utf8')) as Record<string, string>)
    }
    expect(Object.fromEntries(Object.keys(SPEC_STRINGS).map((key) => [key, english[key]]))).toEqual(SPEC_STRINGS)
  })
})

/** The English strings the product spec quotes, by the key that shows them. */
const SPEC_STRINGS: Record<string, string> = {
  'home.hero.title': 'We simplify your relocation journey.',
  'home.hero.lead': 'Expert guidance at every step for your tailored relocation experience',
  'home.support.eyebrow': '360° support',
  'home.support.title': 'Relocation needs 360° support',
  'home.explainer.title': 'Watch our unique way',
  'home.stats.title': 'We Are',
  'reviews.carousel.title': 'What Our Clients Say',
  'reviews.carousel.all': 'All Reviews',
  'reviews.carousel.write': 'Write Review',
  'home.associates.title': 'Our Associates',
  'home.associates.logo': 'Associate {n}',
  'shell.notFound.title': 'Oops! Page not found',
  'shell.returnHome': 'Return to Home',
  'shell.routeError.title': 'Unexpected Application Error!',
  'shell.overlay.unknown': 'No content available',
  'shell.tagline': 'Your relocation partner',
  'shell.notifications': 'Notifications',
  'news.listing.viewAll': 'View All Articles',
  'news.article.backToArticles': 'Back to Articles',
  'news.listing.clearFilters': 'Clear Filters',
  'news.listing.error': 'Error loading blog posts. Please try again later.',
  'news.article.error': 'Error loading blog post. The post may not exist or there was a problem fetching it.',
  'news.article.backToAll': 'Go back to all articles',
  'news.listing.empty': 'No articles found with the current filters.',
  'services.card.order': 'Order Service',
  'services.dialog.title': 'Request Service Information',
  'services.dialog.lead': 'Tell us more about your needs for {service}',
  'services.form.sending': 'Sending...',
  'assistant.examples.button': 'Examples of daily questions I can ask',
  'assistant.examples.heading': 'You can ask about...',
  'hub.time.search': 'Search for a city or country...',
  'hub.time.error': 'Error',
  'hub.weather.search': 'Search City',
  'hub.weather.forecast': '5-Day Forecast',
  'hub.weather.popular': 'Popular Cities',
  'hub.weather.error': 'Failed to fetch weather data. Please try again.',
  'hub.currency.invalidAmount': 'Please enter a valid amount',
  'hub.currency.failed': 'Currency conversion failed',
  'destinations.lightbox.empty': 'No destinations found. Please try again later.',
  'destinations.lightbox.backHome': 'Back to Home',
  'destinations.lightbox.failed': 'Failed to load destinations. Please try again later.',
  'destinations.carousel.failed': 'Failed to load destinations. Using fallback data.',
  'destinations.carousel.emptySheet': 'Could not load destination data, using fallback information',
  'community.join': 'Join WhatsApp Group',
  'viewer.failed.title': 'Failed to load content',
  'viewer.failed.newTab': 'Open in new tab instead',
  'viewer.toast.title': 'Content could not be loaded',
  'viewer.toast.message': 'There was an issue loading the external content. This might be due to CORS restrictions.',
  'reviews.band.fallback': 'Could not load reviews. Using sample data instead.',
}
