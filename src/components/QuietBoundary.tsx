import { Component, type ReactNode } from 'react'
import { retryFailedParts } from './lazy-part'
import { isOnline, subscribeToOnline } from './use-online'

/**
 * Shows `fallback` instead of children that failed to render, for an optional part of a screen whose code
 * comes in its own chunk: offline before the chunk was fetched (and with no service worker yet), the
 * import fails, and that must cost the person the optional part only, never the screen around it. When
 * the app is online again (the browser says so and its server answers: components/use-online.ts), the
 * part tries once more (its code fetched afresh).
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
    this.unsubscribe?.()
  }

  private unsubscribe: (() => void) | null = null

  private listen() {
    if (this.state.failed && this.unsubscribe === null) this.unsubscribe = subscribeToOnline(this.retryOnline)
  }

  private readonly retryOnline = () => {
    if (!isOnline()) return
    this.unsubscribe?.()
    this.unsubscribe = null
    retryFailedParts()
    this.setState({ failed: false })
  }

  override render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children
  }
}
