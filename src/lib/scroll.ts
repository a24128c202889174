/**
 * The nearest ancestor that scrolls vertically (inside an overlay: its body), or null. It reads computed
 * styles, so call it when it is needed, not while a new screen is being shown.
 */
export function scrollParent(element: HTMLElement | null): HTMLElement | null {
  for (let node = element?.parentElement ?? null; node; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node)
    if (overflowY === 'auto' || overflowY === 'scroll') return node
  }
  return null
}
