import { useEffect, useRef, useState } from 'react'
import { Button, Text } from '@mantine/core'
import { IconRefresh } from '@tabler/icons-react'
import { applyUpdate, checkForUpdates, registerServiceWorker } from './service-worker'
import classes from './Notice.module.css'
import foot from '@/components/FootCard.module.css'
import { useT } from '@/i18n/react'
import { playedFormat } from '@/lib/video-formats'

/**
 * The worker's address, naming the video format this browser plays, so the precache holds each clip once
 * (src/sw/sw.ts). It is the same on every visit from one browser; a different address would install the
 * worker again.
 */
function workerUrl(): string {
  const video = document.createElement('video')
  return `${import.meta.env.BASE_URL}sw.js?clips=${playedFormat((type) => video.canPlayType(type))}`
}

/**
 * Registers the service worker (built ones only) and offers a new version when one is waiting. It never
 * reloads by itself, so nothing half-typed is lost: the person chooses when.
 */
export function UpdatePrompt() {
  const t = useT()
  const [needRefresh, setNeedRefresh] = useState(false)
  const registration = useRef<ServiceWorkerRegistration | null>(null)

  useEffect(() => {
    if (import.meta.env.DEV || !('serviceWorker' in navigator)) return
    let live = true
    let stop: (() => void) | undefined
    registerServiceWorker(workerUrl(), () => {
      if (live) setNeedRefresh(true)
    })
      .then((registered) => {
        registration.current = registered
        if (live) stop = checkForUpdates(registered)
      })
      .catch((error: unknown) => console.error('Service worker registration failed', error))
    return () => {
      live = false
      stop?.()
    }
  }, [])

  useEffect(() => {
    document.documentElement.dataset.updateReady = needRefresh ? 'true' : 'false'
  }, [needRefresh])

  const reload = () => {
    if (registration.current) applyUpdate(registration.current)
    else window.location.reload()
  }

  if (!needRefresh) return null
  return (
    <section className={foot.card} role="status" aria-live="polite" aria-label={t('shell.update.label')}>
      <IconRefresh size={22} aria-hidden="true" className={classes.icon} />
      <Text fw={600} className={classes.text}>
        {t('shell.update.available')}
      </Text>
      <div className={classes.actions}>
        <Button size="sm" radius="xl" variant="subtle" color="gray" onClick={() => setNeedRefresh(false)}>
          {t('shell.update.later')}
        </Button>
        <Button size="sm" radius="xl" onClick={reload}>
          {t('shell.update.reload')}
        </Button>
      </div>
    </section>
  )
}
