import { describe, expect, it } from 'vitest'
import { media } from '@/features/home/media'
import { VIDEO_FORMATS } from '@/lib/video-formats'

describe("the app's own clips", () => {
  it('offer their formats in the order the precache assumes, so the clip a browser plays is the one it keeps', () => {
    for (const clip of [media.hero, media.explainer, media.closing]) {
      expect(clip.sources.map((source) => source.type)).toEqual(VIDEO_FORMATS.map((format) => format.type))
      for (const [index, source] of clip.sources.entries()) expect(source.src.endsWith(`.${VIDEO_FORMATS[index]?.extension}`)).toBe(true)
    }
  })
})
