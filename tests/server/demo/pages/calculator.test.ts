import { describe, expect, it } from 'vitest'
import { demoLinks } from '@server/demo/pages/links'
import { getPage, testApp } from '../../helpers'

const app = testApp()
const page = (path: string) => getPage(app, path)

describe('demo cost calculator', () => {
  it('gives the calculator destinations and the script its data', async () => {
    const { html } = await page(demoLinks.costCalculator)
    expect(html).toContain('<option value="tel-aviv">Tel Aviv, Israel</option>')
    expect(html).toContain('cost-calculator.js')
    const script = await (await app.request('/demo/assets/cost-calculator.js')).text()
    expect(script).toContain('"currency":"ILS"')
    expect(script).toContain('"ILS":3.7124')
  })
})
