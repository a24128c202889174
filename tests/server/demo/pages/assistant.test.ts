import { describe, expect, it } from 'vitest'
import { testApp } from '../../helpers'

const app = testApp()

describe('demo assistant', () => {
  it('offers the ten kinds of daily questions in the assistant', async () => {
    // The questions are in the page's data block, which the script reads.
    const script = await (await app.request('/demo/assistant/')).text()
    for (const word of ['plumber', 'grocery delivery', 'expats', 'playground', 'rush hour', 'specialty groceries', 'English-speaking doctor', 'hidden gems', 'monthly public transport pass', 'family this weekend']) {
      expect(script, word).toContain(word)
    }
  })
})
