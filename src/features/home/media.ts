// The app's own videos and posters (made by scripts/make-media.sh, precached for offline use: each clip in
// the one format the browser plays, src/sw/sw.ts).
import type { VideoSource } from '@/components/BackgroundVideo'
import { VIDEO_FORMATS } from '@/lib/video-formats'

function video(name: string): readonly VideoSource[] {
  return VIDEO_FORMATS.map(({ extension, type }) => ({ src: `/media/${name}.${extension}`, type }))
}

export const media = {
  hero: { sources: video('hero'), poster: '/media/hero-poster.webp' },
  explainer: { sources: video('explainer'), poster: '/media/explainer-poster.webp' },
  closing: { sources: video('closing'), poster: '/media/closing-poster.webp' },
} as const

export const associateLogos = [1, 2, 3, 4, 5, 6].map((n) => ({ n, src: `/logos/associate-${n}.svg` }))
