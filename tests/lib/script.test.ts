import { describe, expect, it } from 'vitest'
import { firstScript, scriptOfLanguage } from '@/lib/script'

describe('scripts (lib/script.ts)', () => {
  it('finds the script of the first letter, past digits and punctuation', () => {
    expect(firstScript('Renting in Tel Aviv')).toBe('Latn')
    expect(firstScript('2026: מיסים בישראל')).toBe('Hebr')
    expect(firstScript('«Переезд»')).toBe('Cyrl')
    expect(firstScript('ضرائب')).toBe('Arab')
    expect(firstScript('Ελλάδα')).toBe('Grek')
    expect(firstScript('Éxodo')).toBe('Latn')
    expect(firstScript('123 — 456')).toBeNull()
    expect(firstScript('東京')).toBeNull()
  })

  it('knows the script of common languages, and says nothing of the others', () => {
    expect(scriptOfLanguage('en')).toBe('Latn')
    expect(scriptOfLanguage('pt-BR')).toBe('Latn')
    expect(scriptOfLanguage('he')).toBe('Hebr')
    expect(scriptOfLanguage('ru')).toBe('Cyrl')
    expect(scriptOfLanguage('sr-Latn')).toBeUndefined()
    expect(scriptOfLanguage('zh')).toBeUndefined()
  })
})
