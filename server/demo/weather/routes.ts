// GET /demo/weather/64x64/{day|night}/{icon}.svg: the icons the demo weather links to, in the same
// layout as WeatherAPI's CDN (//cdn.weatherapi.com/weather/64x64/day/116.png).
import { Hono } from 'hono'
import { notFound } from '../../lib/responses'
import { svgResponse } from '../lib/svg'
import { weatherIconSvg } from './icons'

export function weatherIconRoutes() {
  const app = new Hono()
  app.get('/64x64/:time{day|night}/:file{[0-9]+\\.svg}', (c) => {
    const svg = weatherIconSvg(Number.parseInt(c.req.param('file'), 10), c.req.param('time') === 'day')
    return svg ? svgResponse(c, svg) : notFound(c)
  })
  return app
}
