import { useCallback, useEffect, useState, useSyncExternalStore } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { Button, Text, Title } from '@mantine/core'
import { IconTrash } from '@tabler/icons-react'
import { usePreferences } from '@/i18n/preferences'
import { formatStamp } from '@/i18n/stamp'
import { useLanguage, useT } from '@/i18n/react'
import { clearKind, storageFigures, summarize, type KindSummary, type StorageFigures } from './saved-on-device'
import { forgetSaved, tripKinds, tripStore, type TripKind } from './trip-job'
import { megabytes } from './format'
import classes from './TripPanel.module.css'

type Summaries = Partial<Record<TripKind, KindSummary>>

/**
 * 'Saved on this device': each kind kept (articles, images, destinations, rates, weather, videos) with
 * its count, size and date, a Clear for each, and the storage used and available as the browser counts it.
 */
export function SavedOnDevice() {
  const t = useT()
  const { language } = useLanguage()
  const { preferences } = usePreferences()
  const queryClient = useQueryClient()
  const trip = useSyncExternalStore(tripStore.subscribe, tripStore.snapshot)
  const [summaries, setSummaries] = useState<Summaries>({})
  const [figures, setFigures] = useState<StorageFigures | null>(null)
  const [failed, setFailed] = useState<TripKind | null>(null)

  const refresh = useCallback(async () => {
    const next: Summaries = {}
    for (const kind of tripKinds) next[kind] = await summarize(queryClient, kind)
    const storage = await storageFigures()
    setSummaries(next)
    setFigures(storage)
  }, [queryClient])

  // Read again when a save for the trip ends.
  const running = trip.status === 'running'
  useEffect(() => {
    if (running) return
    let current = true
    void (async () => {
      const next: Summaries = {}
      for (const kind of tripKinds) next[kind] = await summarize(queryClient, kind)
      const storage = await storageFigures()
      if (!current) return
      setSummaries(next)
      setFigures(storage)
    })()
    return () => {
      current = false
    }
  }, [running, queryClient])

  // As the offline notes say when data was fetched, in the person's clock.
  const date = (ms: number) => formatStamp(ms, language, preferences.clock)

  return (
    <section className={classes.root} aria-labelledby="saved-title" data-testid="saved-on-device">
      <Title order={3} size="h5" id="saved-title">
        {t('settings.saved.title')}
      </Title>
      <ul className={classes.kinds}>
        {tripKinds.map((kind) => {
          const summary = summaries[kind]
          return (
            <li key={kind} className={classes.kind} data-testid={`saved-${kind}`}>
              <div className={classes.kindText}>
                <Text size="sm" fw={600} component="span">
                  {t(`settings.trip.count.${kind}`, { count: summary?.count ?? 0 })}
                </Text>
                {summary && summary.count > 0 && (
                  <Text size="xs" c="dimmed">
                    {t('settings.saved.line', { megabytes: megabytes(summary.bytes, language), date: summary.savedAt === null ? '—' : date(summary.savedAt) })}
                  </Text>
                )}
                {failed === kind && (
                  <Text size="xs" c="red.8" role="alert">
                    {t('settings.saved.clearFailed')}
                  </Text>
                )}
              </div>
              <Button
                variant="subtle"
                size="compact-sm"
                color="red"
                leftSection={<IconTrash size={16} aria-hidden="true" />}
                disabled={running || !summary || summary.count === 0}
                onClick={() =>
                  void clearKind(queryClient, kind).then(async (cleared) => {
                    setFailed(cleared ? null : kind)
                    if (cleared) forgetSaved(kind)
                    await refresh()
                  })
                }
              >
                {t('settings.saved.clear', { kind })}
              </Button>
            </li>
          )
        })}
      </ul>
      {figures && (
        <Text size="sm" data-testid="storage-figures">
          {t('settings.saved.total', { used: megabytes(figures.used, language), quota: megabytes(figures.quota, language) })}
        </Text>
      )}
    </section>
  )
}
