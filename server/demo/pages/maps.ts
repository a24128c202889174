// /demo/maps/maps?q=City,+Country&output=embed: a stand-in for a maps embed. It draws a stylised map
// (land, water, parks, a road grid and a pin) that is different per place but stable, labels it, and
// says plainly that it is a demo map. Everything is inline SVG plus one stylesheet: nothing external.
import { Hono } from 'hono'
import { escapeHtml } from '../lib/html'
import { hashString, seededRandom } from '../lib/hash'
import { findPlace } from '../weather/lookup'
import { fill, pageLanguage } from './i18n'
import { htmlPage } from './layout'

export const mapsCss = `
html, body.map { height: 100%; margin: 0; overflow: hidden; background: #E8EEF3; }
.map-canvas { position: fixed; inset: 0; width: 100%; height: 100%; display: block; }
.place { position: fixed; inset-inline: 12px; top: 12px; max-width: 360px; background: #fff; border-radius: 12px; padding: 10px 14px; box-shadow: 0 2px 10px rgba(0, 0, 0, .15); }
.place h1 { font-size: 1.05rem; margin: 0; }
.place p { margin: 2px 0 0; color: var(--muted); font-size: .85rem; }
.demo-note { position: fixed; inset-inline-end: 10px; bottom: 10px; background: rgba(255, 255, 255, .92); border-radius: 6px; padding: 4px 8px; font-size: .75rem; color: var(--muted); }
`

/** The map as SVG, 800×600, seeded by the place so each place has its own layout. */
function mapSvg(seedText: string, label: string): string {
  const random = seededRandom(hashString(seedText.toLowerCase()))
  const side = Math.floor(random() * 4)
  // The embed is shown in portrait and landscape frames and the SVG is cropped to fill them, so the
  // features that give it character (water, a park) stay within about 150 units of the centre pin.
  const offset = 80 + random() * 60
  const wave = (n: number) => Array.from({ length: n }, (_, i) => Math.round(Math.sin(i * 1.3 + random() * 2) * 16))
  let water: string
  if (side === 0) water = `<path d="M0 0 H800 ${wave(9).map((d, i) => `L${800 - i * 100} ${Math.round(300 - offset - 40 + d)}`).join(' ')}Z" fill="#A8D5F2"/>`
  else if (side === 1) water = `<path d="M800 0 V600 ${wave(7).map((d, i) => `L${Math.round(400 + offset + d)} ${600 - i * 100}`).join(' ')}Z" fill="#A8D5F2"/>`
  else if (side === 2) water = `<path d="M0 600 H800 ${wave(9).map((d, i) => `L${800 - i * 100} ${Math.round(300 + offset + 40 + d)}`).join(' ')}Z" fill="#A8D5F2"/>`
  else water = `<path d="M-20 ${Math.round(220 + random() * 40)} C250 ${Math.round(140 + random() * 80)} 520 ${Math.round(300 + random() * 120)} 820 ${Math.round(260 + random() * 80)}" fill="none" stroke="#A8D5F2" stroke-width="38" stroke-linecap="round"/>`

  const parks = Array.from({ length: 4 }, (_, i) => {
    const w = 50 + random() * 90
    const h = 40 + random() * 70
    // Two parks near the pin, two anywhere.
    const x = i < 2 ? 300 + random() * 140 - w / 2 + (i === 0 ? -90 : 90) : random() * 700
    const y = i < 2 ? 240 + random() * 120 - h / 2 : random() * 520
    return `<rect x="${Math.round(x)}" y="${Math.round(y)}" width="${Math.round(w)}" height="${Math.round(h)}" rx="14" fill="#C8E6C0"/>`
  }).join('')
  const angle = Math.round(random() * 30 - 15)
  const minor = Array.from({ length: 16 }, (_, i) => `<path d="M${i * 60 - 100} -100 V700 M-100 ${i * 60 - 100} H900" stroke="#FFFFFF" stroke-width="4"/>`).join('')
  const major = [
    `M-50 ${Math.round(150 + random() * 300)} L850 ${Math.round(150 + random() * 300)}`,
    `M${Math.round(200 + random() * 400)} -50 L${Math.round(200 + random() * 400)} 650`,
    `M-50 650 L850 ${Math.round(random() * 200)}`,
  ]
    .map((d) => `<path d="${d}" stroke="#F7D68A" stroke-width="11" stroke-linecap="round"/><path d="${d}" stroke="#FFF3D1" stroke-width="5" stroke-linecap="round"/>`)
    .join('')
  const pin = `<g transform="translate(400 300)"><ellipse cx="0" cy="4" rx="12" ry="4" fill="#000" fill-opacity=".2"/><path d="M0 0 C-6 -12 -20 -22 -20 -38 A20 20 0 0 1 20 -38 C20 -22 6 -12 0 0Z" fill="#D93025"/><circle cx="0" cy="-38" r="7" fill="#8C1C13"/></g>`
  return `<svg class="map-canvas" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" preserveAspectRatio="xMidYMid slice" role="img" aria-label="${escapeHtml(label)}">
<rect width="800" height="600" fill="#F1EFE9"/>${parks}<g transform="rotate(${angle} 400 300)">${minor}</g>${water}${major}${pin}</svg>`
}

function coordinates(lat: number, lon: number): string {
  return `${Math.abs(lat).toFixed(2)}° ${lat >= 0 ? 'N' : 'S'}, ${Math.abs(lon).toFixed(2)}° ${lon >= 0 ? 'E' : 'W'}`
}

export function mapsRoutes() {
  const app = new Hono()
  app.get('/maps', (c) => {
    const q = (c.req.query('q') ?? '').trim()
    const place = q ? findPlace(q) : null
    const language = pageLanguage(c)
    const { code, m } = language
    const t = m.maps
    const detail = place ? `${place.country} · ${coordinates(place.lat, place.lon)}` : q ? t.approximate : t.search
    return htmlPage(c, {
      language,
      title: q ? fill(code, t.title, { place: q }) : t.map,
      description: q ? fill(code, t.description, { place: q }) : t.map,
      chrome: false,
      bodyClass: 'map',
      styles: ['maps.css'],
      body: `${mapSvg(q || 'world', t.map)}
<div class="place"><h1>${escapeHtml(q || t.map)}</h1><p>${escapeHtml(detail)}</p></div>
<div class="demo-note">${escapeHtml(t.note)}</div>`,
    })
  })
  return app
}
