// One polite live region for the whole page, for short confirmations that have no place of their own on
// screen ('Lisbon is in your shortlist'): many controls may speak through it without each carrying one.

let region: HTMLElement | null = null

/** Says `message` to screen readers, politely (again, even when it is the same words as last time). */
export function announce(message: string): void {
  if (!region?.isConnected) {
    region = document.createElement('div')
    region.className = 'wp-visually-hidden'
    region.setAttribute('role', 'status')
    region.dataset.testid = 'announcer'
    document.body.append(region)
  }
  const target = region
  target.textContent = ''
  // Cleared, then set in the next frame: a repeated message is read again.
  window.requestAnimationFrame(() => {
    target.textContent = message
  })
}
