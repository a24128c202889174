import type { ReactNode } from 'react'
import { Button, Text } from '@mantine/core'
import { IconAlertTriangle, IconCloudOff } from '@tabler/icons-react'
import { useT } from '@/i18n/react'
import classes from './LoadNotice.module.css'

interface LoadNoticeProps {
  /** 'offline': waiting for the network (a status); 'error': it failed (an alert). */
  tone: 'offline' | 'error'
  title: string
  /** What it means or what to do: a line of text, a link. */
  children?: ReactNode
  /** Shows 'Try again' below. */
  onRetry?: () => void
  retrying?: boolean
  /** The title as the heading of its page, where it stands in place of the page's own (an article's). */
  headingLevel?: 1 | 2
}

/** In place of content that could not load: offline, or failed (with 'Try again' when asking again can help). */
export function LoadNotice({ tone, title, children, onRetry, retrying = false, headingLevel }: LoadNoticeProps) {
  const t = useT()
  const Icon = tone === 'error' ? IconAlertTriangle : IconCloudOff
  return (
    <div className={classes.notice} data-tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      <Icon size={22} aria-hidden="true" />
      <div className={classes.body}>
        <Text fw={600} component={headingLevel ? (`h${headingLevel}` as const) : 'p'} className={classes.title}>
          {title}
        </Text>
        {children}
        {onRetry && (
          <Button size="compact-sm" variant="outline" color="red.8" onClick={onRetry} loading={retrying}>
            {t('shell.tryAgain')}
          </Button>
        )}
      </div>
    </div>
  )
}
