import '@mantine/core/styles/CloseButton.layer.css'
import '@mantine/core/styles/Loader.layer.css'
import { useEffect, useId, useLayoutEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { CloseButton, FocusTrap, Loader, Text, Title } from '@mantine/core'
import { useNavigate } from '@tanstack/react-router'
import { listButtonOf } from './menu-target'
import { overlayHeading, type OverlayContent } from './overlay-content'
import { dropPaintedFrame, paintedFrame } from './painted-frame'
import { usePageTitle } from '@/components/page-title'
import classes from './Overlay.module.css'
import { useT } from '@/i18n/react'

export const OVERLAY_LOADER_MS = 800

/** A control whose popup is open (a select's list, a popover), not an expanded section's toggle. */
const OPEN_POPUP = '[aria-expanded="true"]:is([role="combobox"], [aria-haspopup]:not([aria-haspopup="false"]))'

/** The stops Tab can reach in an overlay, frames included (their insides are the frame's own). */
const TAB_STOPS =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])'

/**
 * The stop at the end of an overlay. The focus trap cannot see inside a frame (the assistant's, the
 * viewer's): Tab from the frame's last control leaves the frame for the next stop in the page, this one,
 * which sends focus round to the close button as the trap does. Reached backwards (the trap's Shift+Tab
 * from the close button wraps to the last stop, this one), it hands focus to the stop before it.
 */
function wrapFocus(event: FocusEvent<HTMLSpanElement>) {
  const end = event.currentTarget
  const dialog = end.closest('[role="dialog"]')
  if (!dialog) return
  const stops = [...dialog.querySelectorAll<HTMLElement>(TAB_STOPS)].filter((stop) => stop !== end && stop.getClientRects().length > 0)
  const first = stops[0]
  const came = event.relatedTarget
  if (came instanceof Node && came === first) stops.at(-1)?.focus()
  else first?.focus()
}

/** What had focus when an overlay opened, and where focus can go back if that is gone or hidden by then. */
interface Opener {
  element: HTMLElement
  /** A link's address: a section that stepped aside under the overlay renders its link anew. */
  href: string | null
  /** A button's tag, label and text, which find the one such a section renders anew ('View All Articles'). */
  button: { label: string | null; text: string } | null
  /** The button that opened the menu list it was in (the list is closed, and hidden, by then). */
  controller: HTMLElement | null
}

function openerOf(active: Element | null): Opener | null {
  if (!(active instanceof HTMLElement) || active === document.body) return null
  return {
    element: active,
    href: active instanceof HTMLAnchorElement ? active.getAttribute('href') : null,
    button: active instanceof HTMLButtonElement ? { label: active.getAttribute('aria-label'), text: active.textContent } : null,
    controller: listButtonOf(active),
  }
}

/** What stands for the opener once the section it was in has rendered it anew. */
function standIn(opener: Opener): HTMLElement | null {
  if (opener.href !== null) return document.querySelector<HTMLElement>(`#root a[href="${CSS.escape(opener.href)}"]`)
  const { button } = opener
  if (button === null) return null
  const same = (candidate: HTMLButtonElement) => candidate.getAttribute('aria-label') === button.label && candidate.textContent === button.text
  return [...document.querySelectorAll<HTMLButtonElement>('#root button')].find((candidate) => same(candidate) && shown(candidate)) ?? null
}

const shown = (element: HTMLElement | null | undefined): HTMLElement | null =>
  element?.isConnected && element.getClientRects().length > 0 ? element : null

/**
 * Gives focus back to what opened the overlay, or to what stands for it now; opened by its address (no
 * opener), to the page's main content, where the skip link leads, rather than to nothing.
 */
function returnFocus(opener: Opener | null) {
  const target = opener ? (shown(opener.element) ?? shown(opener.controller) ?? shown(standIn(opener))) : null
  const active = document.activeElement
  const lost = active === null || active === document.body || !active.isConnected
  const next = target ?? (lost ? document.getElementById('main') : null)
  next?.focus({ preventScroll: true })
}

/** How long the loader has been on screen already: since the first paint when the server painted the frame. */
function loaderShownMs(): number {
  const firstPaint = performance.getEntriesByType('paint').find((entry) => entry.name === 'first-contentful-paint')
  return firstPaint ? Math.max(0, performance.now() - firstPaint.startTime) : 0
}

interface OverlayProps {
  /** What it shows, which names its heading: `{ kind: 'news' }`, `{ kind: 'post', id: 12 }`, an external page… */
  content: OverlayContent
  /** Called instead of going home when the overlay closes. */
  onClose?: () => void
  children?: ReactNode
}

/**
 * The full-screen overlay that most sections open in. It slides in from the top, shows a loader for
 * 800 ms on each opening, traps focus and gives it back on close, and closes on Escape. It renders
 * outside #root so the page underneath stays mounted (and inert) while it is open.
 */
export function Overlay({ content, onClose, children }: OverlayProps) {
  const t = useT()
  const navigate = useNavigate()
  const heading = overlayHeading(content, t)
  usePageTitle(heading.title ?? t('shell.overlay.external'))
  const titleId = useId()
  const dialogRef = useRef<HTMLDivElement>(null)
  const [loading, setLoading] = useState(true)
  // Opened by the address itself, over the frame the server painted: it is already there (no slide-in),
  // and its loader has been seen since the first paint. Read once, at the first render.
  const [framed] = useState(() => paintedFrame() !== null)

  useLayoutEffect(() => {
    // This overlay is on screen from this commit on; the painted frame under it goes before the next paint.
    if (framed) dropPaintedFrame()
  }, [framed])

  const closeRef = useRef<() => void>(() => undefined)
  useEffect(() => {
    closeRef.current = onClose ?? (() => void navigate({ to: '/' }))
  }, [onClose, navigate])

  useEffect(() => {
    // Counted from the frame that paints the loader, so it is seen for the full 800 ms however busy the
    // page is while the overlay mounts; over a painted frame, from the first paint, which showed it.
    let timer = 0
    const alreadyShown = framed ? loaderShownMs() : 0
    const frame = window.requestAnimationFrame(() => {
      timer = window.setTimeout(() => setLoading(false), Math.max(0, OVERLAY_LOADER_MS - alreadyShown))
    })
    return () => {
      window.cancelAnimationFrame(frame)
      window.clearTimeout(timer)
    }
  }, [framed])

  // Read at the first render, before the commit that opens the overlay hides or removes what had focus
  // (a menu's list closes; the home page's sections step aside under an overlay).
  const [opener] = useState(() => openerOf(document.activeElement))
  useEffect(() => {
    const root = document.getElementById('root')
    root?.setAttribute('inert', '')
    document.documentElement.dataset.overlayOpen = 'true'
    return () => {
      root?.removeAttribute('inert')
      delete document.documentElement.dataset.overlayOpen
      returnFocus(opener)
    }
  }, [opener])

  useEffect(() => {
    // Whether the Escape began in an open list or popover (a select's options, the examples): that closes,
    // not the overlay. Noted as the key goes down, before React handles it: the list closes within React's
    // own handling of the same event, so by the time the event reaches the window it no longer looks open.
    // An expanded section's toggle owns no popup: Escape there closes the overlay.
    let escapeInOpenList = false
    function onKeyDownCapture(event: KeyboardEvent) {
      if (event.key !== 'Escape') return
      escapeInOpenList = event.target instanceof Element && event.target.closest(OPEN_POPUP) !== null
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape' || event.defaultPrevented || escapeInOpenList) return
      const target = event.target instanceof Element ? event.target : null
      // Escape belongs to a nested dialog, popover or open list first.
      const ownDialog = target?.closest('[role="dialog"]')
      if (ownDialog && ownDialog !== dialogRef.current) return
      // And to a modal opened over it (the services form), even in the moment before focus has moved into
      // it: Mantine's modals close on an Escape anywhere in the window, so the overlay must not close too.
      // (An overlay over another, an article over the news, is told apart by focus, above.)
      if (document.querySelector('[role="dialog"][aria-modal="true"]:not([data-wp-overlay])')) return
      closeRef.current()
    }
    window.addEventListener('keydown', onKeyDownCapture, true)
    window.addEventListener('keydown', onKeyDown)
    return () => {
      window.removeEventListener('keydown', onKeyDownCapture, true)
      window.removeEventListener('keydown', onKeyDown)
    }
  }, [])

  const close = (
    <CloseButton
      size="lg"
      radius="xl"
      aria-label={t('shell.close')}
      data-autofocus
      className={heading.closeOnly ? classes.floatingClose : classes.close}
      onClick={() => closeRef.current()}
    />
  )

  return createPortal(
    <div
      ref={dialogRef}
      className={classes.root}
      role="dialog"
      aria-modal="true"
      data-wp-overlay=""
      {...(heading.title ? { 'aria-labelledby': titleId } : { 'aria-label': t('shell.overlay.external') })}
      data-close-only={heading.closeOnly || undefined}
      data-framed={framed || undefined}
    >
      <FocusTrap active>
        <div className={classes.panel}>
          {heading.closeOnly ? (
            close
          ) : (
            // A plain box, not <header>: inside the dialog it would be a second banner landmark beside the page's.
            <div className={classes.header}>
              <div className={classes.heading}>
                <Title order={2} id={titleId} className={`${classes.title} wp-gradient-text`}>
                  {heading.title}
                </Title>
                {heading.subtitle && (
                  <Text size="sm" className={classes.subtitle}>
                    {heading.subtitle}
                  </Text>
                )}
              </div>
              {close}
            </div>
          )}
          {/* Where the shell's progress bar goes (shell/NavigationProgress.tsx) while a tap inside the
              overlay (an article in the list) waits for its screen. */}
          <div className={classes.progress} data-wp-progress-slot="" />
          <div className={classes.body}>
            {loading && (
              <div className={classes.loader} role="status" aria-label={t('shell.loading')}>
                <Loader size="lg" type="dots" />
              </div>
            )}
            <div className={classes.content} hidden={loading}>
              {children}
            </div>
          </div>
          <span tabIndex={0} onFocus={wrapFocus} />
        </div>
      </FocusTrap>
    </div>,
    document.body,
  )
}
