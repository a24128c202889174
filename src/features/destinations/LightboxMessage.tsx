import { Button } from '@mantine/core'
import { IconHome, IconMapPinOff, IconRefresh, IconWorld } from '@tabler/icons-react'
import { useLanguage, useT } from '@/i18n/react'
import { isolate } from './bidi'
import classes from './DestinationLightbox.module.css'

interface EmptyStateProps {
  onHome: () => void
  onRetry: () => void
  retrying: boolean
}

/** Nothing to browse (docs/behaviour.md, "Destinations (the published sheet)"): the message and 'Back to Home', plus a way to try again. */
export function EmptyState({ onHome, onRetry, retrying }: EmptyStateProps) {
  const t = useT()
  return (
    <div className={classes.message} data-testid="destinations-empty">
      <span className={classes.messageIcon} aria-hidden="true">
        <IconWorld size={36} stroke={1.5} />
      </span>
      <p className={classes.messageText}>{t('destinations.lightbox.empty')}</p>
      <div className={classes.messageActions}>
        <Button onClick={onHome} leftSection={<IconHome size={18} aria-hidden="true" />}>
          {t('destinations.lightbox.backHome')}
        </Button>
        <Button variant="default" onClick={onRetry} loading={retrying} leftSection={<IconRefresh size={18} aria-hidden="true" />}>
          {t('shell.tryAgain')}
        </Button>
      </div>
    </div>
  )
}

interface UnknownCityProps {
  city: string
  onBrowseAll: () => void
  onHome: () => void
}

/** An address naming a city the sheet does not have (the name as the address spells it, set apart). */
export function UnknownCity({ city, onBrowseAll, onHome }: UnknownCityProps) {
  const t = useT()
  const { dir } = useLanguage()
  return (
    <div className={classes.message} data-testid="destination-unknown">
      <span className={classes.messageIcon} aria-hidden="true">
        <IconMapPinOff size={36} stroke={1.5} />
      </span>
      <p className={classes.messageText}>{t('destinations.lightbox.unknownCity', { city: isolate(city, dir) })}</p>
      <p className={classes.messageHint}>{t('destinations.lightbox.unknownCityHint')}</p>
      <div className={classes.messageActions}>
        <Button onClick={onBrowseAll}>{t('destinations.lightbox.seeAll')}</Button>
        <Button variant="default" onClick={onHome} leftSection={<IconHome size={18} aria-hidden="true" />}>
          {t('destinations.lightbox.backHome')}
        </Button>
      </div>
    </div>
  )
}
