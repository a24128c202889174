// The demo site's images, all drawn as SVG: a featured image per post (the category's gradient and
// motif with the post's short title) and the illustration used inside one post's body. The featured
// images are served as the WebP files scripts/draw-post-images.ts draws from these designs, as a real
// WordPress serves its uploads; the illustration is served as SVG.
import { escapeHtml } from '../lib/html'
import { seededRandom, hashString } from '../lib/hash'
import { wrapText } from '../lib/svg'
import type { Motif } from '../content/wordpress'
import { categoriesById, type Post } from './corpus'

export const FEATURED_WIDTH = 1200
export const FEATURED_HEIGHT = 675
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"

/** White line drawings in a 300×300 box. */
const motifs: Record<Motif, string> = {
  passport: `<rect x="60" y="20" width="180" height="260" rx="18"/><circle cx="150" cy="130" r="55"/><ellipse cx="150" cy="130" rx="24" ry="55"/><line x1="95" y1="130" x2="205" y2="130"/><line x1="105" y1="220" x2="195" y2="220"/><line x1="120" y1="248" x2="180" y2="248"/>`,
  house: `<path d="M30 150 L150 40 L270 150"/><path d="M60 125 V270 H240 V125"/><rect x="125" y="190" width="50" height="80"/><rect x="80" y="160" width="36" height="36"/><rect x="184" y="160" width="36" height="36"/>`,
  coins: `<ellipse cx="120" cy="230" rx="80" ry="24"/><path d="M40 230 V200 M200 230 V200"/><ellipse cx="120" cy="200" rx="80" ry="24"/><path d="M40 200 V170 M200 200 V170"/><ellipse cx="120" cy="170" rx="80" ry="24"/><circle cx="210" cy="100" r="62"/><path d="M195 70 Q180 100 195 130 M225 70 Q240 100 225 130 M185 88 H235 M185 112 H235"/>`,
  family: `<circle cx="95" cy="80" r="32"/><path d="M45 260 V170 Q45 125 95 125 Q145 125 145 170 V260"/><circle cx="205" cy="80" r="32"/><path d="M155 260 V170 Q155 125 205 125 Q255 125 255 170 V260"/><circle cx="150" cy="170" r="22"/><path d="M118 260 V232 Q118 200 150 200 Q182 200 182 232 V260"/>`,
  health: `<path d="M150 265 C40 190 20 120 60 80 C95 45 140 60 150 95 C160 60 205 45 240 80 C280 120 260 190 150 265Z"/><path d="M70 160 H120 L135 125 L160 195 L178 150 H230"/>`,
  briefcase: `<rect x="30" y="95" width="240" height="170" rx="20"/><path d="M110 95 V65 Q110 50 125 50 H175 Q190 50 190 65 V95"/><path d="M30 165 H270"/><rect x="132" y="150" width="36" height="30" rx="6"/>`,
  cafe: `<path d="M60 120 H210 V190 Q210 250 135 250 Q60 250 60 190Z"/><path d="M210 140 Q260 140 260 175 Q260 210 210 205"/><path d="M40 270 H230"/><path d="M100 95 Q85 70 100 50 Q115 30 100 10 M140 95 Q125 70 140 50 Q155 30 140 10 M180 95 Q165 70 180 50 Q195 30 180 10"/>`,
  skyline: `<circle cx="225" cy="70" r="32"/><path d="M20 280 V170 H70 V280 M70 280 V110 H120 V280 M120 280 V190 H150 V140 H190 V280 M190 280 V160 H240 V280 M240 280 V200 H280 V280"/><path d="M20 280 H280"/><path d="M85 135 H105 M85 165 H105 M85 195 H105 M165 165 H175 M205 185 H225 M205 215 H225"/>`,
}

/** The featured image of a post. */
export function featuredImageSvg(post: Post): string {
  const category = categoriesById.get(post.primaryCategoryId)
  const { from, to, motif } = category?.art ?? { from: '#2C5AAE', to: '#40E0D0', motif: 'skyline' as const }
  const random = seededRandom(hashString(post.source.slug))
  const bubbles = Array.from({ length: 6 }, () => {
    const r = 60 + random() * 180
    return `<circle cx="${Math.round(random() * FEATURED_WIDTH)}" cy="${Math.round(random() * FEATURED_HEIGHT)}" r="${Math.round(r)}" fill="#FFFFFF" fill-opacity="${(0.04 + random() * 0.06).toFixed(2)}"/>`
  }).join('')
  // About 19 characters of 62px bold fit left of the motif.
  const lines = wrapText(post.source.imageTitle ?? post.source.title, 19, 3)
  const title = lines
    .map((line, i) => `<tspan x="80" dy="${i === 0 ? 0 : 72}">${escapeHtml(line)}</tspan>`)
    .join('')
  const top = 330 - (lines.length - 1) * 36
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${FEATURED_WIDTH}" height="${FEATURED_HEIGHT}" viewBox="0 0 ${FEATURED_WIDTH} ${FEATURED_HEIGHT}" role="img" aria-label="${escapeHtml(post.source.imageTitle ?? post.source.title)}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="${FEATURED_WIDTH}" height="${FEATURED_HEIGHT}" fill="url(#bg)"/>${bubbles}
<g transform="translate(850 190)" fill="none" stroke="#FFFFFF" stroke-opacity="0.9" stroke-width="9" stroke-linecap="round" stroke-linejoin="round">${motifs[motif]}</g>
<text x="80" y="${top - 90}" fill="#FFFFFF" fill-opacity="0.85" font-family="${FONT}" font-size="30" font-weight="600" letter-spacing="3">${escapeHtml((category?.name ?? '').toUpperCase())}</text>
<text x="80" y="${top}" fill="#FFFFFF" font-family="${FONT}" font-size="62" font-weight="700">${title}</text>
<text x="80" y="610" fill="#FFFFFF" fill-opacity="0.8" font-family="${FONT}" font-size="28" font-weight="600">Waypoint · Relocation News</text>
</svg>`
}

/** The checklist illustration inside "The first 30 days" (referenced with a root-relative src). */
export function checklistSvg(): string {
  const items = ['SIM card and address registration', 'Bank account and tax number', 'Health fund and family doctor', 'School visit and language course']
  const rows = items
    .map((item, i) => {
      const y = 130 + i * 75
      return `<rect x="110" y="${y - 30}" width="40" height="40" rx="8" fill="#FFFFFF" stroke="#1D7F86" stroke-width="4"/><path d="M118 ${y - 10} l10 10 l16 -20" fill="none" stroke="#1D7F86" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/><text x="175" y="${y}" font-family="${FONT}" font-size="28" fill="#1F2937">${escapeHtml(item)}</text>`
    })
    .join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450" viewBox="0 0 800 450" role="img" aria-label="A checklist with four items ticked">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#E8F1FF"/><stop offset="1" stop-color="#E0FBF8"/></linearGradient></defs>
<rect width="800" height="450" rx="24" fill="url(#bg)"/><rect x="70" y="50" width="660" height="350" rx="20" fill="#FFFFFF" stroke="#C9D6EA" stroke-width="2"/>${rows}
</svg>`
}
