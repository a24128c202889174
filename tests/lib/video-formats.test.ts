import { describe, expect, it } from 'vitest'
import { entriesFor, parsePlayedFormat, playedFormat } from '@/lib/video-formats'

// The answers of HTMLMediaElement.canPlayType in the browsers the app meets.
const chromium = (type: string) => (type === 'video/webm' || type === 'video/mp4' ? 'maybe' : '')
const oldSafari = (type: string) => (type === 'video/mp4' ? 'maybe' : '')
const noVideo = () => ''

const manifest = [
  { url: 'index.html', revision: 'a' },
  { url: 'assets/app-1x2y.js', revision: null },
  { url: 'media/hero.webm', revision: 'b' },
  { url: 'media/hero.mp4', revision: 'c' },
  { url: 'media/hero-poster.webp', revision: 'd' },
  { url: '/media/closing.MP4?v=2', revision: 'e' },
  'media/explainer.webm',
]

describe('the clips a browser needs', () => {
  it('is the first format of the <video> order the browser can play', () => {
    expect(playedFormat(chromium)).toBe('webm')
    expect(playedFormat(oldSafari)).toBe('mp4')
    expect(playedFormat(noVideo)).toBe('none')
  })

  it('reads a passed-on choice, and nothing else', () => {
    expect(parsePlayedFormat('webm')).toBe('webm')
    expect(parsePlayedFormat('mp4')).toBe('mp4')
    expect(parsePlayedFormat('none')).toBe('none')
    for (const other of [null, '', 'ogv', 'WEBM', 'webm,mp4']) expect(parsePlayedFormat(other)).toBeNull()
  })

  it('keeps the played format of each clip and everything that is not a clip', () => {
    expect(entriesFor(manifest, 'webm').map((entry) => (typeof entry === 'string' ? entry : entry.url))).toEqual([
      'index.html',
      'assets/app-1x2y.js',
      'media/hero.webm',
      'media/hero-poster.webp',
      'media/explainer.webm',
    ])
    expect(entriesFor(manifest, 'mp4').map((entry) => (typeof entry === 'string' ? entry : entry.url))).toEqual([
      'index.html',
      'assets/app-1x2y.js',
      'media/hero.mp4',
      'media/hero-poster.webp',
      '/media/closing.MP4?v=2',
    ])
  })

  it('keeps no clip for a browser that plays none, and every entry when the choice is unknown', () => {
    expect(entriesFor(manifest, 'none')).toEqual([manifest[0], manifest[1], manifest[4]])
    expect(entriesFor(manifest, null)).toEqual(manifest)
  })
})
