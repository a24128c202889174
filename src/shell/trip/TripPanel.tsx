import { useSyncExternalStore } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { Button, Text, Title } from '@mantine/core'
import { IconCloudDownload, IconPlayerPlay, IconX } from '@tabler/icons-react'
import { useOnline } from '@/components/use-online'
import { formatList } from '@/i18n/format'
import { usePreferences } from '@/i18n/preferences'
import { formatStamp } from '@/i18n/stamp'
import { useArea, useLanguage, useT } from '@/i18n/react'
import { cancelTrip, notSaved, progressOf, startTrip, tripKinds, tripStore, type TripKind } from './trip-job'
import { megabytes } from './format'
import { SavedOnDevice } from './SavedOnDevice'
import classes from './TripPanel.module.css'

/**
 * 'Save for offline': the one action that makes the app ready for the trip, its progress (a progress bar
 * with the count and the megabytes), Cancel, Resume after a lost connection, and what is now available
 * offline with when it was saved. The work goes on when the panel closes (it belongs to the page).
 */
export default function TripPanel({ headingLevel = 3, withSaved = false }: { headingLevel?: 2 | 3; withSaved?: boolean }) {
  useArea('settings')
  const t = useT()
  const online = useOnline()
  const { language } = useLanguage()
  const { preferences } = usePreferences()
  const queryClient = useQueryClient()
  const trip = useSyncExternalStore(tripStore.subscribe, tripStore.snapshot)
  const progress = progressOf(trip.tally)
  const running = trip.status === 'running'
  const missing = notSaved(trip.tally)
  const name = (kind: TripKind) => t(`settings.trip.name.${kind}`)
  const progressText = t('settings.trip.progress', { saved: progress.saved, total: progress.total, megabytes: megabytes(progress.bytes, language) })
  const percent = progress.total > 0 ? Math.round((progress.saved / progress.total) * 100) : 0

  return (
    <section className={classes.root} aria-labelledby="trip-title" data-testid="trip-panel">
      <Title order={headingLevel} size="h5" id="trip-title">
        {t('settings.trip.title')}
      </Title>
      <Text size="sm">{t('settings.trip.intro')}</Text>
      <div className={classes.actions}>
        {running ? (
          <Button variant="default" radius="xl" leftSection={<IconX size={18} aria-hidden="true" />} onClick={cancelTrip}>
            {t('settings.trip.cancel')}
          </Button>
        ) : (
          <Button
            radius="xl"
            leftSection={trip.status === 'stopped' || trip.status === 'cancelled' ? <IconPlayerPlay size={18} aria-hidden="true" /> : <IconCloudDownload size={18} aria-hidden="true" />}
            onClick={() => void startTrip(queryClient)}
          >
            {trip.status === 'stopped' || trip.status === 'cancelled' ? t('settings.trip.resume') : t('settings.trip.save')}
          </Button>
        )}
      </div>
      {(running || trip.status === 'stopped' || trip.status === 'cancelled') && (
        <>
          <div
            className={classes.track}
            role="progressbar"
            aria-label={t('settings.trip.saving')}
            aria-valuemin={0}
            aria-valuemax={progress.total}
            aria-valuenow={progress.saved}
            aria-valuetext={progressText}
          >
            <div className={classes.bar} style={{ '--trip-done': `${percent}%` } as React.CSSProperties} />
          </div>
          <Text size="sm" data-testid="trip-progress" aria-live="polite">
            {progressText}
          </Text>
        </>
      )}
      <div role="status" data-testid="trip-status">
        {trip.quota && <Text size="sm" c="red.8">{t('settings.trip.quota', { saved: trip.quota.saved, total: trip.quota.total })}</Text>}
        {trip.status === 'cancelled' && <Text size="sm">{t('settings.trip.cancelled')}</Text>}
        {trip.status === 'stopped' && (
          <>
            {/* Offline, the network is why; online, something else failed (a missing image): try again. */}
            <Text size="sm">{online ? t('settings.trip.stoppedOnline') : t('settings.trip.stopped')}</Text>
            <Text size="sm">{t('settings.trip.notSaved', { kinds: formatList(missing.map(name), language) })}</Text>
          </>
        )}
        {trip.status === 'done' && trip.savedAt !== null && (
          <>
            <Text size="sm" fw={600}>
              {t('settings.trip.done', {
                // As the offline notes say when data was fetched, in the person's clock.
                date: formatStamp(trip.savedAt, language, preferences.clock),
                megabytes: megabytes(progress.bytes, language),
              })}
            </Text>
            <ul className={classes.list} data-testid="trip-available">
              {tripKinds
                .filter((kind) => trip.tally[kind].saved > 0)
                .map((kind) => (
                  <li key={kind}>
                    <Text size="sm" component="span">
                      {t(`settings.trip.count.${kind}`, { count: trip.tally[kind].saved })}
                    </Text>
                  </li>
                ))}
            </ul>
          </>
        )}
        {trip.persisted !== null && <Text size="sm">{t(trip.persisted ? 'settings.trip.persisted' : 'settings.trip.notPersisted')}</Text>}
      </div>
      {withSaved && <SavedOnDevice />}
    </section>
  )
}
