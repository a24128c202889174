// The carousel's toasts (docs/behaviour.md, "Destinations (the published sheet)"), each with a stable id so a failure is announced once.
import { notifications } from '@mantine/notifications'
import { t } from '@/i18n/react'
import type { FailureReason } from './view'

/** Long enough to read on a slow phone, short enough not to hide the overlay's close button for long; hovering keeps it open. */
const TOAST_MS = 6000

/** The console's words; the toast says it in the reader's language. */
const EMPTY_SHEET_WARNING = 'Could not load destination data, using fallback information'

/** The carousel's failure last announced, for the whole page: announced once, not on every mount. */
let announced: FailureReason | null = null

/**
 * The carousel's state changed: a new failure is announced (the empty-sheet warning or the failure toast),
 * the same one again is not, and a live list ends it.
 */
export function announceCarouselState(failure: FailureReason | null, live: boolean, error: unknown): void {
  if (live) announced = null
  if (!failure || announced === failure) return
  announced = failure
  showCarouselFallback(failure, error)
}

/** The carousel's fallback: the empty-sheet warning, or the failure toast. */
function showCarouselFallback(reason: FailureReason, error: unknown): void {
  if (reason === 'empty') {
    console.warn(EMPTY_SHEET_WARNING)
    notifications.show({ id: 'destinations-empty-sheet', color: 'yellow', message: t('destinations.carousel.emptySheet'), autoClose: TOAST_MS })
    return
  }
  console.error('Failed to load destinations, using fallback data:', error)
  notifications.show({ id: 'destinations-carousel-failed', color: 'red', message: t('destinations.carousel.failed'), autoClose: TOAST_MS })
}
