import { Component, type ReactNode } from 'react'
import { retryFailedParts } from './lazy-part'

/**
 * Shows `fallback` instead of children that failed to render, for an optional part of a screen whose code
 * comes in its own chunk: offline before the chunk was fetched (and with no service worker yet), the
 * import fails, and that must cost the person the optional part only, never the screen around it. When
 * the browser says it is online again, the part tries once more (its code fetched afresh).
 */
export class QuietBoundary extends Component<{ children: ReactNode; fallback?: ReactNode }, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: unknown) {
    console.info('An optional part could not be shown:', error)
  }

  override componentDidMount() {
    this.listen()
  }

  override componentDidUpdate() {
    this.listen()
  }

  override componentWillUnmount() {
    window.removeEventListener('online', this.retry)
  }

  private listen() {
    if (this.state.failed) window.addEventListener('online', this.retry)
  }

  private readonly retry = () => {
    window.removeEventListener('online', this.retry)
    retryFailedParts()
    this.setState({ failed: false })
  }

  override render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children
  }
}
