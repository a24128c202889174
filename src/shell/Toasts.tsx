import { useEffect, useRef, useState, type ComponentType } from 'react'
import { createPortal } from 'react-dom'
import { useHotkeys } from '@mantine/hooks'
import { useNotifications } from '@mantine/notifications'
import type { ToastHostProps } from './ToastHost'

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
 * `notifications.show()`; the container with its transitions is a chunk of its own, fetched when this
 * mounts (after the first screen) and shown once there is a toast. It lives outside #root, which an open
 * overlay makes inert, so a toast raised inside an overlay is still announced and reachable.
 *
 * If the chunk cannot be fetched (the connection dropped before the service worker held it) the page goes
 * on without toasts, and the fetch is tried again when the connection returns; toasts raised meanwhile
 * wait in the store and show then.
 */
export function Toasts() {
  const regionRef = useRef<HTMLElement>(null)
  const { notifications, queue } = useNotifications()
  const [wanted, setWanted] = useState(false)
  if (!wanted && notifications.length + queue.length > 0) setWanted(true)
  const [Host, setHost] = useState<ToastHost | null>(null)
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let live = true
    const retry = () => setAttempt((n) => n + 1)
    loadToastHost().then(
      (host) => live && setHost(() => host),
      (error: unknown) => {
        if (!live) return
        console.error('Toasts unavailable:', error)
        window.addEventListener('online', retry, { once: true })
      },
    )
    return () => {
      live = false
      window.removeEventListener('online', retry)
    }
  }, [attempt])

  useHotkeys([
    [
      'alt+T',
      () => {
        const first = regionRef.current?.querySelector<HTMLElement>('.mantine-Notification-root')
        ;(first ?? regionRef.current)?.focus()
      },
    ],
  ])

  if (!wanted || !Host) return null
  return createPortal(<Host regionRef={regionRef} />, document.body)
}
