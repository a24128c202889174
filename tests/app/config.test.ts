import { describe, expect, it } from 'vitest'
import { readSettings } from '@/app/config'

describe("the page's settings, as the browser reads them (src/app/config.ts)", () => {
  it("takes the content's language the server sent, or none, and the demo's English when there is no block", () => {
    expect(readSettings(JSON.stringify({ contentLanguage: 'he' })).contentLanguage).toBe('he')
    expect(readSettings(JSON.stringify({ contentLanguage: '' })).contentLanguage).toBe('')
    expect(readSettings(null).contentLanguage).toBe('en')
  })

  it('falls back to the demo rather than use a malformed one', () => {
    for (const bad of [42, 'english', 'en"><b>', null]) expect(readSettings(JSON.stringify({ contentLanguage: bad })).contentLanguage).toBe('en')
  })
})
