import { Component, type ReactNode } from 'react'

/**
 * Shows `fallback` instead of children that failed to render, for an optional part of a screen whose code
 * comes in its own chunk: offline before the chunk was fetched (and with no service worker yet), the
 * import fails, and that must cost the person the optional part only, never the screen around it.
 */
export class QuietBoundary extends Component<{ children: ReactNode; fallback?: ReactNode }, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: unknown) {
    console.info('An optional part could not be shown:', error)
  }

  override render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children
  }
}
