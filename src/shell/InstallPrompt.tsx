import { Suspense, useState, useSyncExternalStore } from 'react'
import { QuietBoundary } from '@/components/QuietBoundary'
import { lazyPart } from '@/components/lazy-part'
import { storage } from '@/content/storage-keys'
import { installOffer, needsIosInstructions, promptInstall, subscribeInstall } from './install'

// The card comes in a chunk of its own, fetched only when there is something to offer.
const InstallCard = lazyPart(() => import('./InstallCard'))

const DISMISS_KEY = storage.installDismissed.name
const DISMISS_FOR_MS = 30 * 24 * 60 * 60 * 1000

function dismissedRecently(): boolean {
  try {
    return Date.now() - Number(window.localStorage.getItem(DISMISS_KEY) ?? 0) < DISMISS_FOR_MS
  } catch {
    return false
  }
}

function isStandalone(): boolean {
  return (
    window.matchMedia('(display-mode: standalone)').matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  )
}

/** 'Install app' where the browser offers it; Add-to-Home-Screen steps on iOS Safari. */
export function InstallPrompt() {
  const offer = useSyncExternalStore(subscribeInstall, installOffer, () => null)
  const [dismissed, setDismissed] = useState(dismissedRecently)
  const [ios] = useState(() => needsIosInstructions(navigator.userAgent, isStandalone()))

  if (dismissed || (!offer && !ios)) return null

  const dismiss = () => {
    setDismissed(true)
    try {
      window.localStorage.setItem(DISMISS_KEY, String(Date.now()))
    } catch {
      // Storage unavailable: it will simply be offered again next time.
    }
  }

  return (
    <QuietBoundary>
      <Suspense fallback={null}>
        <InstallCard
          offered={offer !== null}
          onInstall={() => void promptInstall().then((accepted) => accepted && dismiss())}
          onDismiss={dismiss}
        />
      </Suspense>
    </QuietBoundary>
  )
}
