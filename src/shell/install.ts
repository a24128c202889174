// The browser's install offer (beforeinstallprompt) arrives once, possibly before React has mounted,
// so it is caught here at start-up and handed to whoever asks.

interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

let deferred: InstallPromptEvent | null = null
const listeners = new Set<() => void>()

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault()
    deferred = event as InstallPromptEvent
    listeners.forEach((notify) => notify())
  })
  window.addEventListener('appinstalled', () => {
    deferred = null
    listeners.forEach((notify) => notify())
  })
}

export function subscribeInstall(notify: () => void): () => void {
  listeners.add(notify)
  return () => listeners.delete(notify)
}

export function installOffer(): InstallPromptEvent | null {
  return deferred
}

export async function promptInstall(): Promise<boolean> {
  const offer = deferred
  if (!offer) return false
  deferred = null
  listeners.forEach((notify) => notify())
  await offer.prompt()
  return (await offer.userChoice).outcome === 'accepted'
}

/** iOS Safari has no install offer: people add the app from the Share menu. */
export function needsIosInstructions(userAgent: string, standalone: boolean): boolean {
  const ios = /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && /Mobile\//.test(userAgent))
  const safari = /Safari\//.test(userAgent) && !/CriOS|FxiOS|EdgiOS|OPiOS/.test(userAgent)
  return ios && safari && !standalone
}
