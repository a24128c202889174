// The glossary (src/locales/glossary.json, explained in docs/glossary.md) holds: no app catalog message
// and no demo page text uses a variant the glossary rejects for its language, except in a message the
// term lists in allowIn. A failure names the catalog, the key, the variant, the spelling to use and the
// text around it.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import glossary from '@/locales/glossary.json'
import { allTexts, describeFinding, type Text } from './texts'

interface Usage {
  use: string
  reject: string[]
  allowIn?: string[]
}
interface Term {
  concept: string
  en: string
  he: Usage
  fr: Usage
  ru: Usage
}

const LANGUAGES = ['he', 'fr', 'ru'] as const
type Language = (typeof LANGUAGES)[number]
const terms = glossary.terms as Term[]

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** Hebrew's one-letter prefixes (and, the, in, as, to, from, that), up to three in a row: וכשה־. */
const HEBREW_PREFIXES = '[ובכלמשה]{0,3}'

/** A rejected variant as a pattern: a whole word (or words), a * at either end for any letters there. */
function variantPattern(language: string, variant: string): RegExp {
  const start = variant.startsWith('*')
  const end = variant.endsWith('*')
  const core = escape(variant.replace(/^\*|\*$/g, '')).replace(/['’]/g, "['’]")
  const before = start ? '\\p{L}*' : language === 'he' ? HEBREW_PREFIXES : ''
  const after = end ? '\\p{L}*' : ''
  return new RegExp(`(?<![\\p{L}\\p{M}])${before}${core}${after}(?![\\p{L}\\p{M}])`, 'giu')
}

interface GlossaryFinding {
  text: Text
  index: number
  length: number
  rule: string
}

/** The rejected variants a text uses, each with the concept and the spelling to use instead. */
function glossaryFindings(language: Language, text: Text): GlossaryFinding[] {
  const found: GlossaryFinding[] = []
  for (const term of terms) {
    const usage = term[language]
    if (usage.allowIn?.includes(`${text.source} ${text.key}`)) continue
    const seen = new Set<string>()
    for (const variant of usage.reject) {
      for (const match of text.text.matchAll(variantPattern(language, variant))) {
        // 'שלך' is both itself and ש + 'לך': one finding per place.
        if (seen.has(`${match.index}:${match[0].length}`)) continue
        seen.add(`${match.index}:${match[0].length}`)
        found.push({ text, index: match.index, length: match[0].length, rule: `'${match[0]}' is a rejected variant ('${variant}') of ${term.concept}; use '${usage.use}'` })
      }
    }
  }
  return found.sort((a, b) => a.index - b.index)
}

const sample = (language: string, text: string): Text => ({ source: `${language}/sample.json`, key: 'sample.key', message: text, text })

describe('the glossary', () => {
  it('gives every term a spelling in each language, and never rejects the spelling it uses', () => {
    for (const term of terms) {
      for (const language of LANGUAGES) {
        const usage = term[language]
        expect(usage.use.trim(), `${term.concept}: ${language} has no spelling`).not.toBe('')
        // The spelling is what comes before any note in brackets or after a semicolon.
        const spelling = usage.use.split(/[;(]/)[0] ?? ''
        for (const variant of usage.reject) {
          expect([...spelling.matchAll(variantPattern(language, variant))].map((m) => m[0]), `${term.concept}: ${language} rejects its own '${variant}'`).toEqual([])
        }
      }
    }
  })

  it('is written out for people in docs/glossary.md, every concept and spelling', () => {
    const doc = readFileSync(path.resolve(import.meta.dirname, '../../docs/glossary.md'), 'utf8')
    for (const term of terms) {
      for (const words of [term.concept, term.en, ...LANGUAGES.map((language) => term[language].use)]) expect(doc, `docs/glossary.md lacks '${words}'`).toContain(words)
    }
  })

  it('lists in allowIn only messages that exist and use the variant', () => {
    for (const term of terms) {
      for (const language of LANGUAGES) {
        for (const where of term[language].allowIn ?? []) {
          const texts = allTexts(language).filter((text) => `${text.source} ${text.key}` === where)
          expect(texts.length, `${term.concept}: allowIn '${where}' is no message`).toBeGreaterThan(0)
          const used = texts.some((text) => term[language].reject.some((variant) => variantPattern(language, variant).test(text.text)))
          expect(used, `${term.concept}: '${where}' no longer uses a rejected variant; take it out of allowIn`).toBe(true)
        }
      }
    }
  })

  it('catches a rejected variant, with the catalog, the key and the text (a deliberate mistake)', () => {
    const findings = glossaryFindings('fr', sample('fr', 'Ajouter à vos favoris à Tel-Aviv'))
    expect(findings.map((f) => describeFinding(f.text, f.index, f.length, f.rule))).toEqual([
      expect.stringMatching(/^fr\/sample\.json sample\.key: 'favoris' is a rejected variant .* use 'ma sélection .*⟦favoris⟧ à Tel-Aviv/),
      expect.stringMatching(/^fr\/sample\.json sample\.key: 'Tel-Aviv' is a rejected variant .*use 'Tel Aviv'.*⟦Tel-Aviv⟧/),
    ])
    // Russian stems and Hebrew prefixes count; a longer word that only contains the variant does not.
    expect(glossaryFindings('ru', sample('ru', 'Спросить нашего ИИ-ассистента')).map((f) => f.text.text.slice(f.index, f.index + f.length))).toEqual(['ассистента'])
    expect(glossaryFindings('he', sample('he', 'עדיין לא סימנת כלום ברשימה שלך')).map((f) => f.text.text.slice(f.index, f.index + f.length))).toEqual(['סימנת', 'שלך'])
    expect(glossaryFindings('he', sample('he', 'אפשר להגיש בקשה לוויזה'))).toEqual([])
    expect(glossaryFindings('he', sample('he', 'להגיש ובאשרה')).map((f) => f.text.text.slice(f.index, f.index + f.length))).toEqual(['ובאשרה'])
    expect(glossaryFindings('fr', sample('fr', 'Les favorites du quartier'))).toEqual([])
  })

  for (const language of LANGUAGES) {
    it(`holds in every ${language} catalog message and demo page text`, () => {
      const findings = allTexts(language).flatMap((text) => glossaryFindings(language, text))
      expect([...new Set(findings.map((f) => describeFinding(f.text, f.index, f.length, f.rule)))]).toEqual([])
    })
  }
})
