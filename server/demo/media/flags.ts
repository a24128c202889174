// Simplified national flags for the destinations sheet's "Flag Img" column, drawn as SVG (3:2).
// Simplified on purpose: recognisable at the small size the fact panel shows, not heraldically exact.

const W = 300
const H = 200

function stripes(colours: string[], vertical = false): string {
  const n = colours.length
  return colours
    .map((c, i) => (vertical ? `<rect x="${(i * W) / n}" y="0" width="${W / n + 1}" height="${H}" fill="${c}"/>` : `<rect x="0" y="${(i * H) / n}" width="${W}" height="${H / n + 1}" fill="${c}"/>`))
    .join('')
}

function star(cx: number, cy: number, r: number, fill: string): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? r : r * 0.4
    const angle = -Math.PI / 2 + (i * Math.PI) / 5
    return `${(cx + radius * Math.cos(angle)).toFixed(1)},${(cy + radius * Math.sin(angle)).toFixed(1)}`
  })
  return `<polygon points="${points.join(' ')}" fill="${fill}"/>`
}

const unionJack = (w: number, h: number) =>
  `<rect width="${w}" height="${h}" fill="#012169"/><path d="M0 0 L${w} ${h} M${w} 0 L0 ${h}" stroke="#FFFFFF" stroke-width="${h / 5}"/><path d="M0 0 L${w} ${h} M${w} 0 L0 ${h}" stroke="#C8102E" stroke-width="${h / 15}"/><path d="M${w / 2} 0 V${h} M0 ${h / 2} H${w}" stroke="#FFFFFF" stroke-width="${h / 3}"/><path d="M${w / 2} 0 V${h} M0 ${h / 2} H${w}" stroke="#C8102E" stroke-width="${h / 5}"/>`

const flags: Record<string, string> = {
  il: `<rect width="${W}" height="${H}" fill="#FFFFFF"/><rect y="20" width="${W}" height="30" fill="#0038B8"/><rect y="150" width="${W}" height="30" fill="#0038B8"/><path d="M150 62 L186 124 H114Z M150 138 L114 76 H186Z" fill="none" stroke="#0038B8" stroke-width="7"/>`,
  de: stripes(['#000000', '#DD0000', '#FFCE00']),
  pt: `<rect width="120" height="${H}" fill="#046A38"/><rect x="120" width="180" height="${H}" fill="#DA291C"/><circle cx="120" cy="100" r="42" fill="#FFE900"/><path d="M102 78 H138 V108 Q120 130 102 108Z" fill="#FFFFFF" stroke="#DA291C" stroke-width="6"/>`,
  es: `${stripes(['#AA151B', '#F1BF00', '#F1BF00', '#AA151B'])}<rect x="70" y="70" width="34" height="60" rx="6" fill="#AA151B" fill-opacity="0.8"/>`,
  ae: `${stripes(['#00732F', '#FFFFFF', '#000000'])}<rect width="80" height="${H}" fill="#FF0000"/>`,
  ca: `${stripes(['#D80621', '#FFFFFF', '#FFFFFF', '#D80621'], true)}<path d="M150 40 L162 70 L180 62 L172 100 L196 92 L186 112 L204 120 L160 140 L164 170 H136 L140 140 L96 120 L114 112 L104 92 L128 100 L120 62 L138 70Z" fill="#D80621"/>`,
  gb: unionJack(W, H),
  us: `${stripes(Array.from({ length: 13 }, (_, i) => (i % 2 ? '#FFFFFF' : '#B22234')))}<rect width="130" height="${(H * 7) / 13}" fill="#3C3B6E"/>${Array.from({ length: 20 }, (_, i) => star(14 + (i % 5) * 25 + (Math.floor(i / 5) % 2) * 12, 14 + Math.floor(i / 5) * 24, 6, '#FFFFFF')).join('')}`,
  fr: stripes(['#002395', '#FFFFFF', '#ED2939'], true),
  cy: `<rect width="${W}" height="${H}" fill="#FFFFFF"/><path d="M95 85 Q140 55 205 70 Q215 90 190 100 Q150 110 120 108 Q95 105 95 85Z" fill="#D57800"/><path d="M110 140 Q150 160 190 140" fill="none" stroke="#4E5B31" stroke-width="7" stroke-linecap="round"/>`,
  gr: `${stripes(Array.from({ length: 9 }, (_, i) => (i % 2 ? '#FFFFFF' : '#0D5EAF')))}<rect width="111" height="111" fill="#0D5EAF"/><rect x="44" width="22" height="111" fill="#FFFFFF"/><rect y="44" width="111" height="22" fill="#FFFFFF"/>`,
  nl: stripes(['#AE1C28', '#FFFFFF', '#21468B']),
  sg: `${stripes(['#EF3340', '#FFFFFF'])}<circle cx="60" cy="50" r="32" fill="#FFFFFF"/><circle cx="74" cy="50" r="30" fill="#EF3340"/>${[0, 1, 2, 3, 4].map((i) => star(92 + 18 * Math.cos(-Math.PI / 2 + (i * 2 * Math.PI) / 5), 50 + 18 * Math.sin(-Math.PI / 2 + (i * 2 * Math.PI) / 5), 6, '#FFFFFF')).join('')}`,
  au: `<rect width="${W}" height="${H}" fill="#012169"/><svg width="150" height="100" viewBox="0 0 ${W} ${H}">${unionJack(W, H)}</svg>${star(75, 150, 22, '#FFFFFF')}${star(225, 45, 10, '#FFFFFF')}${star(195, 95, 10, '#FFFFFF')}${star(255, 85, 10, '#FFFFFF')}${star(225, 160, 10, '#FFFFFF')}`,
}

export function flagSvg(code: string): string | null {
  const body = flags[code]
  return body ? `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>` : null
}
