import { Suspense, type ComponentProps } from 'react'
import type { FreshnessNote as Note } from './FreshnessNote'
import { QuietBoundary } from './QuietBoundary'
import { lazyPart } from './lazy-part'

const FreshnessNote = lazyPart(() => import('./FreshnessNote').then((module) => ({ default: module.FreshnessNote })))

/**
 * FreshnessNote for a screen that shows it only offline or with old data: its code comes when it is first
 * shown, off the screen's own chunk. Offline before the service worker kept the app, that code cannot
 * come, and the screen goes on without the note (QuietBoundary), never to its error page.
 */
export function OptionalFreshnessNote(props: ComponentProps<typeof Note>) {
  return (
    <QuietBoundary>
      <Suspense fallback={null}>
        <FreshnessNote {...props} />
      </Suspense>
    </QuietBoundary>
  )
}
