import { useEffect, type Ref } from 'react'
import { notifications as toasts, type NotificationData } from '@mantine/notifications'
import classes from './PlainToasts.module.css'
import { useT } from '@/i18n/react'

/** Mantine's default, for a toast that names none. */
const AUTO_CLOSE_MS = 4000

/**
 * The toasts without their container's chunk (src/shell/Toasts.tsx): offline on a first visit, before
 * the service worker holds it, a toast must still say what happened ('You are offline. Your request is
 * saved…'). The same words, announced the same way (role alert), closed by hand or after the same time,
 * with no transitions; the container takes over as soon as its chunk arrives.
 */
export function PlainToasts({ shown, regionRef }: { shown: NotificationData[]; regionRef: Ref<HTMLElement> }) {
  const t = useT()
  return (
    <section ref={regionRef} aria-label={t('shell.notifications')} tabIndex={-1} className={classes.region}>
      {shown.slice(0, 3).map((toast) => (
        <PlainToast key={toast.id} toast={toast} closeLabel={t('shell.close')} />
      ))}
    </section>
  )
}

function PlainToast({ toast, closeLabel }: { toast: NotificationData; closeLabel: string }) {
  const { id, autoClose } = toast
  useEffect(() => {
    if (id === undefined || autoClose === false) return
    const timer = window.setTimeout(() => toasts.hide(id), typeof autoClose === 'number' ? autoClose : AUTO_CLOSE_MS)
    return () => window.clearTimeout(timer)
  }, [id, autoClose])
  return (
    <div role="alert" className={classes.toast} data-color={toast.color ?? 'blue'}>
      <div className={classes.body}>
        {toast.title && <p className={classes.title}>{toast.title}</p>}
        <p className={classes.message}>{toast.message}</p>
      </div>
      <button type="button" className={classes.close} aria-label={closeLabel} onClick={() => id !== undefined && toasts.hide(id)}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  )
}
