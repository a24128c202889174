import { describe, expect, it } from 'vitest'
import { getWeather, testApp } from '../../helpers'

const app = testApp()

describe('weather icons', () => {
  it('serves the icon it links to', async () => {
    const { body } = await getWeather(app, 'current.json?q=London')
    const path = (body.current.condition.icon as string).replace('//127.0.0.1:4173', '')
    const icon = await app.request(path)
    expect(icon.status).toBe(200)
    expect(icon.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
    expect(await icon.text()).toContain('<svg')
  })

  it('serves day and night icons and 404s unknown numbers', async () => {
    expect((await app.request('/demo/weather/64x64/day/113.svg')).status).toBe(200)
    expect((await app.request('/demo/weather/64x64/night/389.svg')).status).toBe(200)
    expect((await app.request('/demo/weather/64x64/day/999.svg')).status).toBe(404)
    expect((await app.request('/demo/weather/64x64/noon/113.svg')).status).toBe(404)
  })
})
