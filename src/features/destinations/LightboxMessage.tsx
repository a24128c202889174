import { Button } from '@mantine/core'
import { IconHome, IconMapPinOff, IconRefresh, IconWorld } from '@tabler/icons-react'
import classes from './DestinationLightbox.module.css'

const NO_DESTINATIONS = 'No destinations found. Please try again later.'

interface EmptyStateProps {
  onHome: () => void
  onRetry: () => void
  retrying: boolean
}

/** Nothing to browse (SPEC section 2): the message and 'Back to Home', plus a way to try again. */
export function EmptyState({ onHome, onRetry, retrying }: EmptyStateProps) {
  return (
    <div className={classes.message} data-testid="destinations-empty">
      <span className={classes.messageIcon} aria-hidden="true">
        <IconWorld size={36} stroke={1.5} />
      </span>
      <p className={classes.messageText}>{NO_DESTINATIONS}</p>
      <div className={classes.messageActions}>
        <Button onClick={onHome} leftSection={<IconHome size={18} aria-hidden="true" />}>
          Back to Home
        </Button>
        <Button variant="default" onClick={onRetry} loading={retrying} leftSection={<IconRefresh size={18} aria-hidden="true" />}>
          Try again
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

/** An address naming a city the sheet does not have. */
export function UnknownCity({ city, onBrowseAll, onHome }: UnknownCityProps) {
  return (
    <div className={classes.message} data-testid="destination-unknown">
      <span className={classes.messageIcon} aria-hidden="true">
        <IconMapPinOff size={36} stroke={1.5} />
      </span>
      <p className={classes.messageText}>We have no destination guide for “{city}” yet.</p>
      <p className={classes.messageHint}>Browse the cities we cover, or ask us about this one.</p>
      <div className={classes.messageActions}>
        <Button onClick={onBrowseAll}>See all destinations</Button>
        <Button variant="default" onClick={onHome} leftSection={<IconHome size={18} aria-hidden="true" />}>
          Back to Home
        </Button>
      </div>
    </div>
  )
}
