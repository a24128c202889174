import { useState } from 'react'
import { Text } from '@mantine/core'
import { IconCloudOff, IconHistory } from '@tabler/icons-react'
import { formatStamp } from '@/i18n/stamp'
import { usePreferences } from '@/i18n/preferences'
import { useLanguage, useT } from '@/i18n/react'
import { useOnline } from './use-online'

interface FreshnessNoteProps {
  /** What the data is. */
  what: 'rates' | 'articles' | 'weather' | 'destinations'
  /** When the data shown was fetched; undefined for built-in fallback data. */
  updatedAt: number | undefined
  /** The data is the built-in fallback, not a service's answer. */
  fallback?: boolean
  /** Also show the note online when the data is older than this many milliseconds. */
  staleAfterMs?: number
}

/**
 * Says how old the data on a screen is whenever it is not live: 'Offline — rates from 22 Nov 2026 14:00',
 * 'Offline — built-in rates', or online but stale: 'Rates from 22 Nov 2026 14:00'. Renders nothing when live.
 */
export function FreshnessNote({ what, updatedAt, fallback = false, staleAfterMs }: FreshnessNoteProps) {
  const online = useOnline()
  const t = useT()
  const { language } = useLanguage()
  const { preferences } = usePreferences()
  const [shownAt] = useState(() => Date.now())
  const stale = updatedAt !== undefined && staleAfterMs !== undefined && shownAt - updatedAt > staleAfterMs
  if (online && !fallback && !stale) return null

  const builtIn = fallback || updatedAt === undefined
  const text = builtIn
    ? t(online ? 'shell.freshness.builtIn' : 'shell.freshness.offlineBuiltIn', { what })
    : t(online ? 'shell.freshness.from' : 'shell.freshness.offlineFrom', { what, time: formatStamp(updatedAt, language, preferences.clock) })
  const Icon = online ? IconHistory : IconCloudOff
  return (
    <Text
      size="sm"
      c="dimmed"
      role="status"
      style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}
      data-testid="freshness-note"
    >
      <Icon size={16} aria-hidden="true" />
      {text}
    </Text>
  )
}
