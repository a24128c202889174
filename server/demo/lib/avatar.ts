// Drawn portraits for the demo reviewers: a head-and-shoulders silhouette on a
// gradient disc, coloured from the seed so every person looks different but always the same.
import { seededRandom } from './hash'

const backgrounds = [
  ['#2C5AAE', '#40E0D0'],
  ['#1D7F86', '#7FD8BE'],
  ['#6A4C93', '#C3A6E8'],
  ['#D1495B', '#F6A192'],
  ['#EDAE49', '#F9DC8C'],
  ['#00798C', '#66C7D6'],
  ['#30638E', '#A4C8E8'],
  ['#3B8B5A', '#A8D5A2'],
] as const
const skins = ['#F1C7A8', '#E0A982', '#C68863', '#8D5B3E', '#F6D5BE', '#B07554'] as const
const hair = ['#2B1B12', '#5A3825', '#A0522D', '#D9A441', '#1C1C1C', '#7B7B7B'] as const
const shirts = ['#FFFFFF', '#263238', '#F4F1DE', '#E07A5F', '#3D405B', '#81B29A'] as const

function pick<T>(list: readonly T[], random: () => number): T {
  return list[Math.floor(random() * list.length)] as T
}

export function avatarSvg(seed: number, size = 128): string {
  const random = seededRandom(seed * 7919 + 17)
  const [from, to] = pick(backgrounds, random)
  const skin = pick(skins, random)
  const hairColour = pick(hair, random)
  const shirt = pick(shirts, random)
  const longHair = random() < 0.5
  const id = `a${seed}`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 128 128">
<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<clipPath id="${id}c"><circle cx="64" cy="64" r="64"/></clipPath></defs>
<g clip-path="url(#${id}c)">
<rect width="128" height="128" fill="url(#${id})"/>
${longHair ? `<path d="M34 60c0-22 12-36 30-36s30 14 30 36v34H34z" fill="${hairColour}"/>` : ''}
<path d="M20 128c2-26 20-38 44-38s42 12 44 38z" fill="${shirt}"/>
<rect x="55" y="74" width="18" height="20" rx="8" fill="${skin}"/>
<ellipse cx="64" cy="58" rx="22" ry="25" fill="${skin}"/>
<path d="M41 56c0-17 10-28 23-28s23 11 23 28c-6-9-14-13-23-13s-17 4-23 13z" fill="${hairColour}"/>
</g></svg>`
}
