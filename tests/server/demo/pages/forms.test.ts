import { describe, expect, it } from 'vitest'
import { demoLinks } from '@server/demo/pages/links'
import { testApp } from '../../helpers'

const app = testApp()

describe('demo consultation forms', () => {
  it('shows a thank-you after a plain (no JavaScript) form post, storing nothing', async () => {
    const response = await app.request(demoLinks.consult.relocation, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'name=Dana&email=dana%40example.org',
    })
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(html).toContain('Thank you')
    expect(html).toMatch(/<form[^>]* hidden>/)
  })
})
