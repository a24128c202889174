import { describe, expect, it } from 'vitest'
import { testApp } from '../../helpers'

const app = testApp()

describe('demo page assets', () => {
  it('serves the assets with the right types', async () => {
    const css = await app.request('/demo/assets/site.css')
    expect(css.headers.get('content-type')).toBe('text/css; charset=utf-8')
    const js = await app.request('/demo/assets/cost-calculator.js')
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect((await app.request('/demo/assets/nothing.js')).status).toBe(404)
  })
})
