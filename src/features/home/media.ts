// The app's own videos and posters (made by scripts/make-media.sh, precached for offline use: each clip in
// the one format the browser plays, src/sw/sw.ts).
import type { VideoSource } from '@/components/BackgroundVideo'

// In the order of lib/video-formats.ts, which the worker's precache follows (a test holds them together).
// Written out, not imported: that module would be one more chunk for the home page.
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
