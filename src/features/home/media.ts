// The app's own videos and posters (made by scripts/make-media.sh, precached for offline use).
import type { VideoSource } from '@/components/BackgroundVideo'

function video(name: string): readonly VideoSource[] {
  return [
    { src: `/media/${name}.webm`, type: 'video/webm' },
    { src: `/media/${name}.mp4`, type: 'video/mp4' },
  ]
}

export const media = {
  hero: { sources: video('hero'), poster: '/media/hero-poster.webp' },
  explainer: { sources: video('explainer'), poster: '/media/explainer-poster.webp' },
  closing: { sources: video('closing'), poster: '/media/closing-poster.webp' },
} as const

export const associateLogos = [1, 2, 3, 4, 5, 6].map((n) => ({ n, src: `/logos/associate-${n}.svg` }))
