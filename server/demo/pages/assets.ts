// GET /demo/assets/{file}: the demo pages' stylesheets and scripts, kept out of the HTML so the pages'
// CSP can forbid inline code. Generated once at start-up (the calculator and assistant inline their data).
import { Hono } from 'hono'
import { notFound } from '../../lib/responses'
import { assistantCss, assistantJs } from './assistant'
import { calculatorJs } from './calculator'
import { formsJs } from './forms'
import { inviteCss, inviteJs } from './invite'
import { faviconSvg } from './layout'
import { mapsCss } from './maps'
import { plannerJs } from './planner'
import { siteCss } from './styles'

const css = 'text/css; charset=utf-8'
const js = 'text/javascript; charset=utf-8'

export function assetRoutes() {
  const assets = new Map<string, { type: string; body: string }>([
    ['site.css', { type: css, body: siteCss }],
    ['assistant.css', { type: css, body: assistantCss }],
    ['invite.css', { type: css, body: inviteCss }],
    ['maps.css', { type: css, body: mapsCss }],
    ['forms.js', { type: js, body: formsJs }],
    ['planner.js', { type: js, body: plannerJs }],
    ['cost-calculator.js', { type: js, body: calculatorJs() }],
    ['assistant.js', { type: js, body: assistantJs() }],
    ['invite.js', { type: js, body: inviteJs }],
    ['favicon.svg', { type: 'image/svg+xml', body: faviconSvg }],
  ])
  const app = new Hono()
  app.get('/:file', (c) => {
    const asset = assets.get(c.req.param('file'))
    if (!asset) return notFound(c)
    c.header('Content-Type', asset.type)
    // Not content-hashed, so only briefly cacheable: a new deployment shows within five minutes.
    c.header('Cache-Control', 'public, max-age=300')
    c.header('X-Content-Type-Options', 'nosniff')
    return c.body(asset.body)
  })
  return app
}
