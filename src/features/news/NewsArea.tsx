import { Suspense, type ReactNode } from 'react'
import { useArea } from '@/i18n/react'

function Ready({ children }: { children: ReactNode }) {
  useArea('news')
  return children
}

/**
 * Shows its children once the news catalog of the active language is loaded (at once when it already
 * is), and `fallback` until then: the frame around it (the overlay, its heading) does not wait.
 */
export function NewsArea({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <Ready>{children}</Ready>
    </Suspense>
  )
}
