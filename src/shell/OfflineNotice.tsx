import { useEffect, useState } from 'react'
import { IconCloudOff, IconWifi } from '@tabler/icons-react'
import { useOnline } from '@/components/use-online'
import classes from './Notice.module.css'
import { useT } from '@/i18n/react'

/** A slim bar while the connection is gone, and a short 'Back online' when it returns. */
export function OfflineNotice() {
  const t = useT()
  const online = useOnline()
  const [wasOffline, setWasOffline] = useState(false)
  const [showBack, setShowBack] = useState(false)

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

  if (online && !showBack) return null
  return (
    <div className={classes.bar} role="status" data-online={online || undefined}>
      {online ? <IconWifi size={16} aria-hidden="true" /> : <IconCloudOff size={16} aria-hidden="true" />}
      {online ? t('shell.backOnline') : t('shell.offline')}
    </div>
  )
}
