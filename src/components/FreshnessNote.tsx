import { useState } from 'react'
import { Text } from '@mantine/core'
import { IconCloudOff, IconHistory } from '@tabler/icons-react'
import { formatStamp } from '@/lib/format'
import { useOnline } from './use-online'

interface FreshnessNoteProps {
  /** What the data is, in the plural, e.g. 'rates', 'articles', 'weather'. */
  what: string
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
  const [shownAt] = useState(() => Date.now())
  const stale = updatedAt !== undefined && staleAfterMs !== undefined && shownAt - updatedAt > staleAfterMs
  if (online && !fallback && !stale) return null

  const body = fallback || updatedAt === undefined ? `built-in ${what}` : `${what} from ${formatStamp(updatedAt)}`
  const text = online ? body.charAt(0).toUpperCase() + body.slice(1) : `Offline — ${body}`
  const Icon = online ? IconHistory : IconCloudOff
  return (
    <Text
      size="sm"
      c="gray.7"
      role="status"
      style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}
      data-testid="freshness-note"
    >
      <Icon size={16} aria-hidden="true" />
      {text}
    </Text>
  )
}
