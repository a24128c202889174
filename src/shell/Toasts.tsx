import { useEffect, useRef, useState, type ComponentType } from 'react'
import { createPortal } from 'react-dom'
import { useNotifications } from '@mantine/notifications'
import type { ToastHostProps } from './ToastHost'
import { PlainToasts } from './PlainToasts'

type ToastHost = ComponentType<ToastHostProps>
let toastHost: Promise<ToastHost> | undefined
/**
 * One fetch of the container's chunk, shared by every caller. A failed fetch is forgotten, so the next
 * attempt fetches again.
 */
function loadToastHost(): Promise<ToastHost> {
  toastHost ??= import('./ToastHost').then(
    (module) => module.default,
    (error: unknown) => {
      toastHost = undefined
      throw error
    },
  )
  return toastHost
}

/**
 * Toasts: at most 3 visible; Alt+T moves focus to them (docs/behaviour.md, "Constants"). Features call
 * `notifications.show()`; the container with its transitions (Mantine's, about 14 KB gzip with what it
 * pulls in) is a chunk of its own. A page that is only looked at never needs it, so it is fetched at the
 * person's first click, touch or key (a toast answers something they did, and may have to say so
 * offline: the fetch comes while the connection is still there), or with the first toast, whichever
 * comes first. It lives outside #root, which an open overlay makes inert, so a toast raised inside an
 * overlay is still announced and reachable.
 *
 * If the chunk cannot be fetched (offline on a first visit, before the service worker holds it) the
 * toasts show plainly (PlainToasts: the same words, announced, closed by hand or in time), and the fetch
 * is tried again when the connection returns, when the container takes over.
 */
/** Whether a key goes to a field the person types in, where Alt+T is theirs. */
function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)
}

export function Toasts() {
  const regionRef = useRef<HTMLElement>(null)
  const { notifications, queue } = useNotifications()
  const [wanted, setWanted] = useState(false)
  if (!wanted && notifications.length + queue.length > 0) setWanted(true)
  const [Host, setHost] = useState<ToastHost | null>(null)
  const [attempt, setAttempt] = useState(0)
  const [unavailable, setUnavailable] = useState(false)

  useEffect(() => {
    if (!wanted) return
    let live = true
    const retry = () => setAttempt((n) => n + 1)
    loadToastHost().then(
      (host) => live && setHost(() => host),
      (error: unknown) => {
        if (!live) return
        console.error('Toasts unavailable:', error)
        setUnavailable(true)
        window.addEventListener('online', retry, { once: true })
      },
    )
    return () => {
      live = false
      window.removeEventListener('online', retry)
    }
  }, [wanted, attempt])

  useEffect(() => {
    const early = () => void loadToastHost().catch(() => undefined)
    const intents = ['pointerdown', 'keydown'] as const
    for (const type of intents) window.addEventListener(type, early, { once: true, capture: true, passive: true })
    return () => {
      for (const type of intents) window.removeEventListener(type, early, { capture: true })
    }
  }, [])

  // Alt+T, as Mantine's hotkeys had it (0.9 KB gzip of parsing for one key): not while typing in a field.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const letterT = event.code === 'KeyT' || event.key.toLowerCase() === 't'
      if (!letterT || !event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || typing(event.target)) return
      event.preventDefault()
      // The region itself (a toast is not focusable): it is read with its name, and Tab goes on to the
      // first toast's Close.
      regionRef.current?.focus()
    }
    document.documentElement.addEventListener('keydown', onKey)
    return () => document.documentElement.removeEventListener('keydown', onKey)
  }, [])

  if (!wanted) return null
  if (Host) return createPortal(<Host regionRef={regionRef} />, document.body)
  // The chunk could not be fetched: the toasts still say what happened, plainly, until it can.
  if (!unavailable || notifications.length === 0) return null
  return createPortal(<PlainToasts shown={notifications} regionRef={regionRef} />, document.body)
}
