// WCAG 2.5.3 (label in name): a control that shows words is named by a name that contains them, in every
// language, so a voice-control user who says what they see ('click Compare') finds it. axe checks the
// pages (e2e/a11y.spec.ts) in English and Hebrew; this checks the catalogs of all four languages.
import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { CompareToggle } from '@/features/destinations/CompareToggle'
import { LanguageSwitch } from '@/shell/LanguageSwitch'
import { renderWithProviders, restoreEnglish } from '../render'

afterEach(() => restoreEnglish())

/** Text as a person reads it: no bidi isolation marks, single spaces, any case. */
function plain(text: string | null | undefined): string {
  return (text ?? '').replace(/[\u2066-\u2069\u200e\u200f]/g, '').replace(/\s+/g, ' ').trim().toLocaleLowerCase()
}

const NAMES = {
  en: { compare: 'Compare Lisbon', language: 'Language: English, EN. Choose another' },
  fr: { compare: 'Comparer Lisbon', language: 'Langue\u00a0: Français, FR. En choisir une autre' },
  he: { compare: 'Lisbon להשוואה', language: 'שפה: עברית, HE. לבחירת שפה אחרת' },
  ru: { compare: 'Сравнить: Lisbon', language: 'Язык: Русский, RU. Выбрать другой' },
} as const

describe('label in name', () => {
  for (const [language, names] of Object.entries(NAMES)) {
    it(`the destination's Compare button is named by its word and the city, with its state in aria-pressed (${language})`, async () => {
      await renderWithProviders(<CompareToggle destination={{ id: 1, city: 'Lisbon', country: 'Portugal' }} />, { language })
      const button = screen.getByTestId('compare-toggle')
      expect(plain(button.getAttribute('aria-label'))).toBe(plain(names.compare))
      expect(plain(button.getAttribute('aria-label'))).toContain(plain(button.textContent))
      expect(button).toHaveAttribute('aria-pressed', 'false')
    })

    it(`the header's language switch is named with the code it shows, as a word of its own (${language})`, async () => {
      await renderWithProviders(<LanguageSwitch />, { language })
      const button = screen.getByRole('button', { expanded: false })
      expect(plain(button.getAttribute('aria-label'))).toBe(plain(names.language))
      // Word by word, as axe's label-content-name-mismatch compares: 'EN' is a word of the name, and not
      // inside brackets (axe leaves out what is in parentheses).
      const words = plain(button.getAttribute('aria-label')).replace(/\([^()]*\)/g, ' ').toLowerCase().split(/[^\p{L}\p{N}]+/u)
      expect(words).toContain(plain(button.textContent).toLowerCase())
    })
  }
})
