import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { embedMapUrl, isVideoSharingLink, isVideoUrl, mapEmbedFor, mapInLanguage, videoForCity, videoType } from '@/features/destinations/media'

const PATTERN = 'https://media.example/destinations/{city}.mp4'

describe('destination media', () => {
  it('knows video-sharing links', () => {
    for (const url of ['https://www.youtube.com/watch?v=x', 'https://youtube.com/shorts/x', 'https://m.youtube.com/watch?v=x', 'https://youtu.be/x']) {
      expect(isVideoSharingLink(url), url).toBe(true)
    }
    for (const url of ['https://vimeo.com/1', 'https://notyoutube.com/x', 'nonsense']) expect(isVideoSharingLink(url), url).toBe(false)
  })

  it('names the media-host clip after the city without spaces', () => {
    expect(videoForCity('Tel Aviv', PATTERN)).toBe('https://media.example/destinations/TelAviv.mp4')
    expect(videoForCity('Rio de  Janeiro', PATTERN)).toBe('https://media.example/destinations/RiodeJaneiro.mp4')
  })

  it('plays video files and anything on the media host, not pages or images', () => {
    expect(isVideoUrl('https://cdn.example/a/clip.MP4', PATTERN)).toBe(true)
    expect(isVideoUrl('https://cdn.example/clip.webm?x=1', PATTERN)).toBe(true)
    expect(isVideoUrl('https://media.example/stream/123', PATTERN)).toBe(true)
    expect(isVideoUrl('https://www.youtube.com/watch?v=x', PATTERN)).toBe(false)
    expect(isVideoUrl('https://cdn.example/city.svg', PATTERN)).toBe(false)
    expect(isVideoUrl(undefined, PATTERN)).toBe(false)
    expect(videoType('https://cdn.example/clip.webm')).toBe('video/webm')
    expect(videoType('https://media.example/stream/123')).toBe('video/mp4')
  })

  it("makes a maps embed of 'city, country'", () => {
    expect(mapEmbedFor('Berlin, Germany', 'https://maps.example/maps')).toBe('https://maps.example/maps?q=Berlin%2C+Germany&output=embed')
  })

  it("asks a maps embed for the reader's language, unless the address names one or is not such an embed", () => {
    expect(mapInLanguage('https://maps.example/maps?q=Berlin%2C+Germany&output=embed', 'fr')).toBe('https://maps.example/maps?q=Berlin%2C+Germany&output=embed&hl=fr')
    expect(mapInLanguage('https://maps.example/maps?q=Berlin&output=embed&hl=de', 'fr')).toBe('https://maps.example/maps?q=Berlin&output=embed&hl=de')
    expect(mapInLanguage('https://maps.example/maps/embed?pb=!1m18', 'he')).toBe('https://maps.example/maps/embed?pb=!1m18')
    expect(mapInLanguage('not an address', 'ru')).toBe('not an address')
  })

  it('rewrites any map cell into an embed address or nothing, never throwing', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl({ withQueryParameters: true, withFragments: true })), (value) => {
        const result = embedMapUrl(value, 'Berlin, Germany', 'https://maps.example/maps')
        if (result !== null) expect(result).toMatch(/^https?:\/\//)
      }),
      { numRuns: 60 },
    )
  })
})
