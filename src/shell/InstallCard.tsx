import { Button, CloseButton, Text } from '@mantine/core'
import { IconDeviceMobileDown, IconShare2 } from '@tabler/icons-react'
import { Trans } from '@lingui/react'
import { brand } from '@/content/brand'
import { useT } from '@/i18n/react'
import classes from './Notice.module.css'
import foot from '@/components/FootCard.module.css'

export interface InstallCardProps {
  /** The browser offers to install: 'Install app'. Without it, the Add-to-Home-Screen steps (iOS Safari). */
  offered: boolean
  onInstall: () => void
  onDismiss: () => void
}

/**
 * The install offer's card (InstallPrompt decides whether it shows). A chunk of its own: most visits
 * never show it, and its close button and icons would otherwise load with every home page.
 */
export default function InstallCard({ offered, onInstall, onDismiss }: InstallCardProps) {
  const t = useT()
  return (
    <section className={foot.card} aria-label={t('shell.install.action')}>
      <IconDeviceMobileDown size={22} aria-hidden="true" className={classes.icon} />
      <div className={classes.text}>
        <Text fw={600}>{t('shell.install.title', { name: brand.name })}</Text>
        {offered ? (
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
        {offered && (
          <Button size="sm" radius="xl" onClick={onInstall}>
            {t('shell.install.action')}
          </Button>
        )}
        <CloseButton aria-label={t('shell.install.notNow')} onClick={onDismiss} />
      </div>
    </section>
  )
}
