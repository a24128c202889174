import { useEffect } from 'react'
import { Button, Text } from '@mantine/core'
import { IconRefresh } from '@tabler/icons-react'
import { useRegisterSW } from 'virtual:pwa-register/react'
import classes from './Notice.module.css'
import { useT } from '@/i18n/react'

const UPDATE_CHECK_MS = 30 * 60 * 1000

/**
 * Registers the service worker and offers a new version when one is waiting. It never reloads by itself,
 * so nothing half-typed is lost: the person chooses when.
 */
export function UpdatePrompt() {
  const t = useT()
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW(_url, registration) {
      if (!registration) return
      // Look for a new version while the app stays open, and whenever it comes back to the foreground.
      window.setInterval(() => void registration.update(), UPDATE_CHECK_MS)
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'visible') void registration.update()
      })
    },
    onRegisterError(error) {
      console.error('Service worker registration failed', error)
    },
  })

  useEffect(() => {
    document.documentElement.dataset.updateReady = needRefresh ? 'true' : 'false'
  }, [needRefresh])

  // Reload once the waiting worker has taken over. (workbox-window reloads by itself only for updates it
  // found; our periodic registration.update() makes them 'external', and Reload then did nothing.)
  const reload = () => {
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true })
    void updateServiceWorker(true)
  }

  if (!needRefresh) return null
  return (
    <section className={classes.card} role="status" aria-live="polite" aria-label={t('shell.update.label')}>
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
