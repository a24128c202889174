// The demo's weather icons: one small SVG per WeatherAPI icon number, day and night, drawn from a few
// shared parts (sun, moon, cloud, drops, flakes, bolt, fog) so the set looks consistent.
import { iconNumbers } from './conditions'

const defs = `<defs>
<linearGradient id="sun" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#FFE082"/><stop offset="1" stop-color="#FFA000"/></linearGradient>
<linearGradient id="moon" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#E8EAF6"/><stop offset="1" stop-color="#9FA8DA"/></linearGradient>
<linearGradient id="cloud" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#FFFFFF"/><stop offset="1" stop-color="#DCE4EE"/></linearGradient>
<linearGradient id="dark" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#B0BEC5"/><stop offset="1" stop-color="#78909C"/></linearGradient>
</defs>`

function sun(x: number, y: number, r: number): string {
  const rays = Array.from({ length: 8 }, (_, i) => {
    const a = (i * Math.PI) / 4
    const f = (k: number) => (k).toFixed(1)
    return `<line x1="${f(x + Math.cos(a) * (r + 3))}" y1="${f(y + Math.sin(a) * (r + 3))}" x2="${f(x + Math.cos(a) * (r + 8))}" y2="${f(y + Math.sin(a) * (r + 8))}"/>`
  }).join('')
  return `<g stroke="#FFB300" stroke-width="3" stroke-linecap="round">${rays}</g><circle cx="${x}" cy="${y}" r="${r}" fill="url(#sun)"/>`
}

function moonShape(x: number, y: number, r: number): string {
  // A crescent: a disc with a smaller disc cut out towards the upper right.
  return `<path fill="url(#moon)" stroke="#7986CB" stroke-width="1" d="M${x + r * 0.35} ${y - r} A${r} ${r} 0 1 0 ${x + r} ${y + r * 0.45} A${r * 0.8} ${r * 0.8} 0 1 1 ${x + r * 0.35} ${y - r}Z"/>`
}

function cloud(dx: number, dy: number, scale: number, dark: boolean): string {
  const fill = dark ? 'url(#dark)' : 'url(#cloud)'
  const stroke = dark ? '#607D8B' : '#A7B6C8'
  return `<path transform="translate(${dx} ${dy}) scale(${scale})" fill="${fill}" stroke="${stroke}" stroke-width="${(1.6 / scale).toFixed(2)}" stroke-linejoin="round" d="M17 46h29a10.5 10.5 0 0 0 .8-21A14.5 14.5 0 0 0 19 28.5 8.8 8.8 0 0 0 17 46z"/>`
}

function drops(count: number, short = false): string {
  const xs = [22, 32, 42, 27, 37].slice(0, count)
  const length = short ? 4 : 7
  return `<g stroke="#29B6F6" stroke-width="3" stroke-linecap="round">${xs
    .map((x, i) => `<line x1="${x}" y1="${51 + (i % 2) * 3}" x2="${x - 3}" y2="${51 + (i % 2) * 3 + length}"/>`)
    .join('')}</g>`
}

function flakes(count: number): string {
  const xs = [22, 32, 42].slice(0, count)
  return xs
    .map((x, i) => {
      const y = 55 + (i % 2) * 3
      return `<g stroke="#64B5F6" stroke-width="2" stroke-linecap="round"><line x1="${x - 4}" y1="${y}" x2="${x + 4}" y2="${y}"/><line x1="${x - 2}" y1="${y - 3.5}" x2="${x + 2}" y2="${y + 3.5}"/><line x1="${x + 2}" y1="${y - 3.5}" x2="${x - 2}" y2="${y + 3.5}"/></g>`
    })
    .join('')
}

const bolt = `<path fill="#FFCA28" stroke="#F57F17" stroke-width="1" stroke-linejoin="round" d="M33 44l-6 10h5l-3 8 9-12h-5l4-6z"/>`

function fog(lines: number, color: string): string {
  return `<g stroke="${color}" stroke-width="3.5" stroke-linecap="round">${Array.from(
    { length: lines },
    (_, i) => `<line x1="${14 + (i % 2) * 4}" y1="${26 + i * 8}" x2="${50 - (i % 2) * 4}" y2="${26 + i * 8}"/>`,
  ).join('')}</g>`
}

/** A small sun or moon peeking from behind a cloud. */
const peek = (isDay: boolean) => (isDay ? sun(22, 20, 8) : moonShape(22, 20, 9))
/** The cloud raised a little to leave room for precipitation below it. */
const rainCloud = (dark: boolean) => cloud(2, -6, 0.94, dark)

const shapes: Record<number, (isDay: boolean) => string> = {
  113: (d) => (d ? sun(32, 32, 13) : moonShape(32, 32, 17)),
  116: (d) => peek(d) + cloud(4, 4, 0.9, false),
  119: () => cloud(0, -2, 1, false),
  122: () => cloud(-8, -10, 0.8, true) + cloud(4, 2, 0.9, false),
  143: () => cloud(6, -10, 0.7, false) + fog(3, '#B0BEC5'),
  248: () => fog(4, '#90A4AE'),
  176: (d) => peek(d) + rainCloud(false) + drops(2),
  179: (d) => peek(d) + rainCloud(false) + flakes(2),
  200: (d) => peek(d) + rainCloud(true) + bolt,
  266: () => rainCloud(false) + drops(3, true),
  296: () => rainCloud(false) + drops(2),
  302: () => rainCloud(false) + drops(3),
  308: () => rainCloud(true) + drops(5),
  326: () => rainCloud(false) + flakes(2),
  332: () => rainCloud(false) + flakes(3),
  353: (d) => peek(d) + rainCloud(false) + drops(3, true),
  386: (d) => peek(d) + rainCloud(true) + bolt + drops(1),
  389: () => rainCloud(true) + bolt + drops(2),
}

/** The SVG for a WeatherAPI icon number, or null for one the demo never uses. */
export function weatherIconSvg(icon: number, isDay: boolean): string | null {
  const draw = shapes[icon]
  if (!draw || !iconNumbers.has(icon)) return null
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">${defs}${draw(isDay)}</svg>`
}
