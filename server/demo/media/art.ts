// Destination illustrations: a city's landmark silhouette over a skyline, on a sky gradient.
// The same layers make the still image (the sheet's Image column) and, animated with ffmpeg by
// scripts/make-demo-media.sh, the destination clips (sky fixed, clouds and skyline drifting).
import { seededRandom, hashString } from '../lib/hash'

const ART_WIDTH = 640
const ART_HEIGHT = 360
const GROUND = 300

interface Palette {
  sky: [string, string]
  sun: string
  back: string
  front: string
  water?: string
}

const palettes = {
  dawn: { sky: ['#2C5AAE', '#F6B38E'], sun: '#FFE3A3', back: '#5470A8', front: '#1E3A6E', water: '#3E7CB1' },
  day: { sky: ['#3D7DD8', '#9FE4E8'], sun: '#FFF4C2', back: '#5C86B8', front: '#22466F', water: '#2E86AB' },
  dusk: { sky: ['#2B2D6E', '#E58C8A'], sun: '#FFD39A', back: '#4A4F8C', front: '#1C1F4A', water: '#3B4B8C' },
  teal: { sky: ['#1D7F86', '#BDF5EE'], sun: '#FFF7D6', back: '#4E9A9E', front: '#12505A', water: '#2A9D8F' },
} satisfies Record<string, Palette>

type Draw = (colour: string) => string

/** Landmarks in a 640×360 scene with the ground at y=300. */
const landmarks: Record<string, { palette: Palette; draw: Draw; sea?: boolean }> = {
  'tel-aviv': {
    palette: palettes.dawn,
    sea: true,
    draw: (c) =>
      `<rect x="380" y="110" width="46" height="190" rx="23" fill="${c}"/><path d="M440 300 V120 L486 100 V300Z" fill="${c}"/><rect x="498" y="125" width="44" height="175" fill="${c}"/>` +
      `<path d="M120 300 V230 H230 V300Z" fill="${c}"/><path d="M120 230 Q175 212 230 230" fill="none" stroke="${c}" stroke-width="6"/>` +
      palm(80, c) + palm(285, c),
  },
  jerusalem: {
    palette: palettes.dawn,
    draw: (c) =>
      `<path d="M40 300 V255 h14 v-8 h14 v8 h14 v-8 h14 v8 h14 v-8 h14 v8 h14 v-8 h14 v8 h14 v-8 h14 v8 h14 v-8 h14 v8 h14 v-8 h14 v8 h14 v-8 h14 v8 h14 v-8 h14 v8 h14 v-8 h14 v8 h14 v-8 h14 v8 h14 v-8 h14 v8 h14 v-8 h14 v8 h14 V300Z" fill="${c}"/>` +
      `<path d="M250 255 V205 H390 V255Z" fill="${c}"/><path d="M270 205 A50 50 0 0 1 370 205Z" fill="#F2C14E"/><rect x="316" y="146" width="8" height="14" fill="#F2C14E"/>` +
      `<rect x="470" y="150" width="40" height="105" fill="${c}"/><path d="M465 150 A25 25 0 0 1 515 150Z" fill="${c}"/>`,
  },
  haifa: {
    palette: palettes.teal,
    sea: true,
    draw: (c) =>
      `<path d="M0 300 V220 Q160 120 360 140 Q520 150 640 110 V300Z" fill="${c}" fill-opacity="0.85"/>` +
      [0, 1, 2, 3, 4].map((i) => `<path d="M${250 - i * 12} ${290 - i * 22} H${390 + i * 12}" stroke="#7FD8BE" stroke-width="4"/>`).join('') +
      `<rect x="300" y="150" width="40" height="30" fill="#F4F1DE"/><path d="M300 150 A20 20 0 0 1 340 150Z" fill="#F2C14E"/>`,
  },
  berlin: {
    palette: palettes.day,
    draw: (c) =>
      `<rect x="296" y="60" width="6" height="40" fill="${c}"/><rect x="292" y="100" width="14" height="200" fill="${c}"/><circle cx="299" cy="125" r="24" fill="${c}"/><rect x="285" y="150" width="28" height="6" fill="${c}"/>` +
      `<path d="M410 300 V220 H560 V300 H548 V232 H532 V300 H520 V232 H504 V300 H492 V232 H478 V300 H466 V232 H450 V300 H438 V232 H422 V300Z" fill="${c}"/><rect x="404" y="205" width="162" height="18" fill="${c}"/><path d="M470 205 h30 l-4 -14 h-22z" fill="${c}"/>`,
  },
  lisbon: {
    palette: palettes.dawn,
    draw: (c) =>
      `<path d="M0 300 V250 Q120 200 260 235 Q400 270 640 200 V300Z" fill="${c}" fill-opacity="0.75"/>` +
      [60, 110, 160, 210, 430, 480, 530, 580].map((x, i) => `<path d="M${x} ${262 - (i % 3) * 10} v-26 l18 -14 l18 14 v26z" fill="#F4F1DE" fill-opacity="0.9"/>`).join('') +
      `<rect x="270" y="246" width="110" height="44" rx="10" fill="#F2C14E"/><rect x="282" y="254" width="20" height="16" fill="#1E3A6E"/><rect x="308" y="254" width="20" height="16" fill="#1E3A6E"/><rect x="334" y="254" width="20" height="16" fill="#1E3A6E"/><path d="M325 246 V226" stroke="${c}" stroke-width="3"/><circle cx="292" cy="292" r="7" fill="${c}"/><circle cx="358" cy="292" r="7" fill="${c}"/>`,
  },
  barcelona: {
    palette: palettes.dawn,
    draw: (c) =>
      [250, 282, 360, 392].map((x, i) => `<path d="M${x} 300 V${150 - (i % 2) * 30} Q${x + 12} ${110 - (i % 2) * 30} ${x + 24} ${150 - (i % 2) * 30} V300Z" fill="${c}"/>`).join('') +
      `<path d="M312 300 V110 Q327 50 342 110 V300Z" fill="${c}"/><rect x="230" y="240" width="190" height="60" fill="${c}"/>`,
  },
  dubai: {
    palette: palettes.dusk,
    sea: true,
    draw: (c) =>
      `<path d="M300 300 V200 H306 V140 H312 V90 H316 V40 H318 V14 H320 V40 H322 V90 H326 V140 H332 V200 H338 V300Z" fill="${c}"/>` +
      `<path d="M480 300 V150 Q540 170 560 300Z" fill="${c}"/><rect x="476" y="140" width="6" height="160" fill="${c}"/>`,
  },
  toronto: {
    palette: palettes.day,
    sea: true,
    draw: (c) =>
      `<path d="M300 300 L310 120 L318 120 L328 300Z" fill="${c}"/><ellipse cx="314" cy="120" rx="22" ry="12" fill="${c}"/><rect x="312" y="30" width="4" height="80" fill="${c}"/><circle cx="314" cy="92" r="7" fill="${c}"/>`,
  },
  london: {
    palette: palettes.day,
    draw: (c) =>
      `<rect x="200" y="120" width="36" height="180" fill="${c}"/><path d="M196 120 L218 70 L240 120Z" fill="${c}"/><circle cx="218" cy="142" r="11" fill="#F4F1DE"/>` +
      `<circle cx="440" cy="200" r="78" fill="none" stroke="${c}" stroke-width="5"/>` +
      [0, 30, 60, 90, 120, 150].map((a) => `<path d="M${440 - 78 * Math.cos((a * Math.PI) / 180)} ${200 - 78 * Math.sin((a * Math.PI) / 180)} L${440 + 78 * Math.cos((a * Math.PI) / 180)} ${200 + 78 * Math.sin((a * Math.PI) / 180)}" stroke="${c}" stroke-width="2"/>`).join('') +
      `<path d="M420 300 L440 200 L460 300Z" fill="${c}"/>`,
  },
  'new-york': {
    palette: palettes.dusk,
    draw: (c) =>
      `<path d="M290 300 V150 H300 V120 H308 V95 H312 V50 H316 V95 H320 V120 H328 V150 H338 V300Z" fill="${c}"/>` +
      `<path d="M420 300 V110 L432 90 L444 110 V300Z" fill="${c}"/><rect x="432" y="60" width="2" height="30" fill="${c}"/>`,
  },
  paris: {
    palette: palettes.dawn,
    draw: (c) =>
      `<path d="M320 40 L326 40 L336 150 L352 210 L372 300 H346 Q323 250 300 300 H274 L294 210 L310 150Z" fill="${c}"/><rect x="296" y="150" width="54" height="8" fill="${c}"/><rect x="288" y="208" width="70" height="9" fill="${c}"/>`,
  },
  larnaca: {
    palette: palettes.teal,
    sea: true,
    draw: (c) =>
      `<rect x="300" y="150" width="44" height="150" fill="${c}"/><path d="M296 150 L322 112 L348 150Z" fill="${c}"/><path d="M312 170 a10 10 0 0 1 20 0 v18 h-20z" fill="#F4F1DE"/><rect x="250" y="230" width="144" height="70" fill="${c}"/>` +
      palm(120, c) + palm(180, c) + palm(470, c),
  },
  athens: {
    palette: palettes.dawn,
    draw: (c) =>
      `<path d="M120 300 Q200 230 320 225 Q440 230 520 300Z" fill="${c}" fill-opacity="0.8"/>` +
      `<rect x="250" y="205" width="140" height="8" fill="${c}"/><path d="M244 205 L320 178 L396 205Z" fill="${c}"/>` +
      [256, 274, 292, 310, 328, 346, 364, 380].map((x) => `<rect x="${x}" y="213" width="8" height="22" fill="${c}"/>`).join('') +
      `<rect x="244" y="233" width="152" height="6" fill="${c}"/>`,
  },
  amsterdam: {
    palette: palettes.day,
    sea: true,
    draw: (c) =>
      [140, 190, 240, 290, 340, 390, 440].map((x, i) => `<path d="M${x} 300 V${200 - (i % 3) * 14} h8 v-10 h8 v-10 h18 v10 h8 v10 h8 V300Z" fill="${i % 2 ? c : '#7A4E3A'}"/>`).join(''),
  },
  singapore: {
    palette: palettes.dusk,
    sea: true,
    draw: (c) =>
      `<rect x="250" y="140" width="28" height="160" fill="${c}"/><rect x="306" y="140" width="28" height="160" fill="${c}"/><rect x="362" y="140" width="28" height="160" fill="${c}"/><path d="M236 132 H410 Q416 138 404 142 H236Z" fill="${c}"/>`,
  },
  melbourne: {
    palette: palettes.teal,
    draw: (c) =>
      `<path d="M330 300 V70 L346 60 V300Z" fill="${c}"/><rect x="200" y="250" width="120" height="40" rx="8" fill="#2E7D32"/><rect x="212" y="258" width="24" height="16" fill="#E8F5E9"/><rect x="244" y="258" width="24" height="16" fill="#E8F5E9"/><rect x="276" y="258" width="24" height="16" fill="#E8F5E9"/>`,
  },
}

function palm(x: number, colour: string): string {
  return `<path d="M${x} 300 Q${x + 6} 250 ${x + 2} 205" fill="none" stroke="${colour}" stroke-width="6"/>` +
    [-60, -25, 15, 50].map((dx) => `<path d="M${x + 2} 205 Q${x + dx / 2} ${190} ${x + dx} ${215}" fill="none" stroke="${colour}" stroke-width="5" stroke-linecap="round"/>`).join('')
}

function svg(width: number, body: string, defs = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${ART_HEIGHT}" viewBox="0 0 ${width} ${ART_HEIGHT}">${defs}${body}</svg>`
}

/** A generic skyline of seeded buildings behind the landmark. */
function buildings(slug: string, colour: string, width: number): string {
  const random = seededRandom(hashString(slug))
  let x = -10
  let out = ''
  while (x < width) {
    const w = 24 + Math.floor(random() * 40)
    const h = 30 + Math.floor(random() * 90)
    out += `<rect x="${x}" y="${GROUND - h}" width="${w}" height="${h + 60}" fill="${colour}"/>`
    x += w + Math.floor(random() * 10)
  }
  return out
}

/** The separate layers (sky, clouds, skyline), transparent where they should show what is behind. */
export function destinationLayers(slug: string) {
  const scene = landmarks[slug]
  if (!scene) return null
  const { palette } = scene
  const sky = svg(
    ART_WIDTH,
    `<rect width="${ART_WIDTH}" height="${ART_HEIGHT}" fill="url(#sky)"/><circle cx="500" cy="90" r="38" fill="${palette.sun}" fill-opacity="0.9"/><circle cx="500" cy="90" r="60" fill="${palette.sun}" fill-opacity="0.2"/>`,
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.sky[0]}"/><stop offset="1" stop-color="${palette.sky[1]}"/></linearGradient></defs>`,
  )
  const cloudWidth = ART_WIDTH * 2
  const random = seededRandom(hashString(`${slug}-clouds`))
  const clouds = svg(
    cloudWidth,
    Array.from({ length: 7 }, (_, i) => {
      const cx = Math.round((i + random()) * (cloudWidth / 7))
      const cy = Math.round(40 + random() * 90)
      const s = 0.6 + random() * 0.7
      return `<g transform="translate(${cx} ${cy}) scale(${s.toFixed(2)})" fill="#FFFFFF" opacity="0.7"><ellipse cx="0" cy="0" rx="46" ry="16"/><ellipse cx="-18" cy="-10" rx="22" ry="16"/><ellipse cx="14" cy="-14" rx="26" ry="20"/></g>`
    }).join(''),
  )
  const skylineWidth = ART_WIDTH + 64
  const water = scene.sea ? `<rect x="0" y="${GROUND}" width="${skylineWidth}" height="${ART_HEIGHT - GROUND}" fill="${palette.water ?? '#2E86AB'}"/><path d="M0 ${GROUND + 18} H${skylineWidth}" stroke="#FFFFFF" stroke-opacity="0.25" stroke-width="3" stroke-dasharray="30 22"/>` : `<rect x="0" y="${GROUND}" width="${skylineWidth}" height="${ART_HEIGHT - GROUND}" fill="${palette.front}"/>`
  const skyline = svg(
    skylineWidth,
    `<g fill-opacity="0.55">${buildings(slug, palette.back, skylineWidth)}</g>${scene.draw(palette.front)}${water}`,
  )
  return { sky, clouds, skyline }
}

/** The still illustration: all layers in one SVG. */
export function destinationSvg(slug: string): string | null {
  const layers = destinationLayers(slug)
  if (!layers) return null
  const inner = (layer: string) => layer.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${ART_WIDTH * 2}" height="${ART_HEIGHT * 2}" viewBox="0 0 ${ART_WIDTH} ${ART_HEIGHT}">${inner(layers.sky)}<g transform="translate(-180 0)">${inner(layers.clouds)}</g><g transform="translate(-32 0)">${inner(layers.skyline)}</g></svg>`
}
