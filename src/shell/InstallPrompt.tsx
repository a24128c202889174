import { useState, useSyncExternalStore } from 'react'
import { Button, CloseButton, Text } from '@mantine/core'
import { IconDeviceMobileDown, IconShare2 } from '@tabler/icons-react'
import { brand } from '@/content/brand'
import { installOffer, needsIosInstructions, promptInstall, subscribeInstall } from './install'
import classes from './Notice.module.css'
import { Trans } from '@lingui/react'
import { useT } from '@/i18n/react'
import { storage } from '@/content/storage-keys'

const DISMISS_KEY = storage.installDismissed.name
const DISMISS_FOR_MS = 30 * 24 * 60 * 60 * 1000

function dismissedRecently(): boolean {
  try {
    return Date.now() - Number(window.localStorage.getItem(DISMISS_KEY) ?? 0) < DISMISS_FOR_MS
  } catch {
    return false
  }
}

function isStandalone(): boolean {
  return (
    window.matchMedia('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  )
}

/** 'Install app' where the browser offers it; Add-to-Home-Screen steps on iOS Safari. */
export function InstallPrompt() {
  const t = useT()
  const offer = useSyncExternalStore(subscribeInstall, installOffer, () => null)
  const [dismissed, setDismissed] = useState(dismissedRecently)
  const [ios] = useState(() => needsIosInstructions(navigator.userAgent, isStandalone()))

  if (dismissed || (!offer && !ios)) return null

  const dismiss = () => {
    setDismissed(true)
    try {
      window.localStorage.setItem(DISMISS_KEY, String(Date.now()))
    } catch {
      // Storage unavailable: it will simply be offered again next time.
    }
  }

  return (
    <section className={classes.card} aria-label={t('shell.install.action')}>
      <IconDeviceMobileDown size={22} aria-hidden="true" className={classes.icon} />
      <div className={classes.text}>
        <Text fw={600}>{t('shell.install.title', { name: brand.name })}</Text>
        {offer ? (
          <Text size="sm" c="dimmed">
            {t('shell.install.text')}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            <Trans
              id="shell.install.ios"
              components={{
                0: <IconShare2 size={14} aria-label={t('shell.install.share')} style={{ verticalAlign: '-2px' }} />,
                1: <strong />,
              }}
            />
          </Text>
        )}
      </div>
      <div className={classes.actions}>
        {offer && (
          <Button size="sm" radius="xl" onClick={() => void promptInstall().then((accepted) => accepted && dismiss())}>
            {t('shell.install.action')}
          </Button>
        )}
        <CloseButton aria-label={t('shell.install.notNow')} onClick={dismiss} />
      </div>
    </section>
  )
}
