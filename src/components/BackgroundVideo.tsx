import { useEffect, useRef, useState } from 'react'
import { useReducedMotion } from '@mantine/hooks'
import { useAfter } from './use-after'
import { useOnScreen } from './use-on-screen'

export interface VideoSource {
  src: string
  type: string
}

interface BackgroundVideoProps {
  sources: readonly VideoSource[]
  poster?: string
  className?: string
  /** Start loading only when the video comes near the screen (default true). */
  lazy?: boolean
  /**
   * Not lazy: the sources are added once this resolves (the poster shows until then), so a clip on the
   * first screen does not decode frames while the page is still starting.
   */
  startAfter?: () => Promise<void>
}

/**
 * A looping, muted, decorative video. It plays only while on screen, never under
 * prefers-reduced-motion (the poster stays), and a blocked autoplay is only logged.
 */
export function BackgroundVideo({ sources, poster, className, lazy = true, startAfter }: BackgroundVideoProps) {
  const ref = useRef<HTMLVideoElement>(null)
  const reducedMotion = useReducedMotion()
  const onScreen = useOnScreen(ref, '200px 0px')
  // Once near the screen, the sources stay: scrolling away pauses the video, it does not unload it.
  const [cameNear, setCameNear] = useState(false)
  if (onScreen && !cameNear) setCameNear(true)
  const started = useAfter(startAfter)
  const near = lazy ? cameNear : started

  // Sources added after the first render: the element has to be told to pick them up.
  useEffect(() => {
    if (near && (lazy || startAfter)) ref.current?.load()
  }, [near, lazy, startAfter])

  useEffect(() => {
    const video = ref.current
    if (!video || typeof IntersectionObserver === 'undefined') return
    if (reducedMotion || !onScreen || !video.querySelector('source')) {
      video.pause()
      return
    }
    video.play().catch((error: unknown) => {
      if (error instanceof DOMException && error.name === 'AbortError') return
      console.info('Autoplay prevented', error)
    })
  }, [reducedMotion, onScreen, near])

  return (
    <video
      ref={ref}
      className={className}
      poster={poster}
      muted
      loop
      playsInline
      preload={near ? 'auto' : 'none'}
      aria-hidden="true"
      tabIndex={-1}
      disablePictureInPicture
      onError={(event) => console.info('Video error', event.currentTarget.currentSrc)}
    >
      {near && sources.map((source) => <source key={source.src} src={source.src} type={source.type} />)}
    </video>
  )
}
