import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { IconCloudOff, IconWifi } from '@tabler/icons-react'
import { useOnline } from '@/components/use-online'
import { publishSize } from '@/lib/size-property'
import classes from './Notice.module.css'
import { useT } from '@/i18n/react'

/** The bar's height, for what sticks under the header (the article's toolbar, the scroll padding). */
const BAR_HEIGHT = '--wp-top-notice-height'

/**
 * A slim bar while the connection is gone, and a short 'Back online' when it returns. It is fixed under
 * the header, so while it shows, its height is published on the root element: what sticks under the
 * header moves down by it, and a control that takes focus is scrolled clear of it (WCAG 2.4.11), instead
 * of hiding under it (the article's Back and Close, offline, were).
 */
export function OfflineNotice() {
  const t = useT()
  const online = useOnline()
  const [wasOffline, setWasOffline] = useState(false)
  const [showBack, setShowBack] = useState(false)
  const bar = useRef<HTMLDivElement>(null)

  if (!online && !wasOffline) setWasOffline(true)
  if (online && wasOffline) {
    setWasOffline(false)
    setShowBack(true)
  }

  useEffect(() => {
    if (!showBack) return
    const timer = window.setTimeout(() => setShowBack(false), 3000)
    return () => window.clearTimeout(timer)
  }, [showBack])

  const shown = !online || showBack
  useLayoutEffect(() => {
    const element = bar.current
    if (!shown || !element) return
    return publishSize(element, BAR_HEIGHT, (bar) => bar.offsetHeight)
  }, [shown])

  if (!shown) return null
  return (
    <div ref={bar} className={classes.bar} role="status" data-online={online || undefined}>
      {online ? <IconWifi size={16} aria-hidden="true" /> : <IconCloudOff size={16} aria-hidden="true" />}
      {online ? t('shell.backOnline') : t('shell.offline')}
    </div>
  )
}
