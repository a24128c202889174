import { Component, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { codeNotFetched } from '@/lib/code-not-fetched'
import { useT } from '@/i18n/react'
import foot from './FootCard.module.css'
import classes from './OpenedPart.module.css'

interface OpenedPartProps {
  children: ReactNode
  /** Called when the part's code did not come, for the control to show it closed again. */
  onUnavailable: () => void
  /**
   * What says so in place, for a part inside an overlay (which covers the foot of the screen); without it,
   * a note over the foot of the screen, with a close button.
   */
  unavailable?: ReactNode
}

/**
 * Around a part that a control opens (the settings, the menu drawer, a dialog) and whose code comes in
 * its own chunk. Offline before the service worker kept the app, that code may not come: the screen being
 * read stays, and a note says what to do, instead of the error page taking the whole screen. The control
 * tries again by mounting a new one (a new `key`) after `retryFailedParts()`. Any other error goes on to
 * the error page.
 */
export class OpenedPart extends Component<OpenedPartProps, { error: unknown; dismissed: boolean }> {
  override state: { error: unknown; dismissed: boolean } = { error: null, dismissed: false }

  static getDerivedStateFromError(error: unknown) {
    return { error }
  }

  override componentDidCatch(error: unknown) {
    if (!codeNotFetched(error)) return
    console.info('A part could not be opened:', error)
    this.props.onUnavailable()
  }

  override render() {
    const { error, dismissed } = this.state
    if (error === null) return this.props.children
    if (!codeNotFetched(error)) throw error
    if (this.props.unavailable !== undefined) return this.props.unavailable
    return dismissed ? null : <UnavailableNote onClose={() => this.setState({ dismissed: true })} />
  }
}

/** The note, over the foot of the screen (above the bottom menu), until closed or the part is tried again. */
function UnavailableNote({ onClose }: { onClose: () => void }) {
  const t = useT()
  return createPortal(
    <div className={foot.card} role="alert">
      <p className={classes.text}>{t('shell.routeError.notFetched')}</p>
      <button type="button" className={classes.close} aria-label={t('shell.close')} onClick={onClose}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>,
    document.body,
  )
}
