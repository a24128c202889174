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

/** A focus event, from React or the DOM, as the strip that listens for it receives it. */
interface StripFocus {
  readonly currentTarget: EventTarget | null
  readonly target: EventTarget | null
}

/**
 * For a strip that scrolls sideways, on focus within it: brings the focused element wholly into view (its
 * list item, in a list), at the strip's start edge. Chromium leaves a control that is partly in view where
 * it is, and in a strip that snaps it scrolls by the least distance and then snaps to the nearest
 * position: either way the control can stay mostly past the screen's edge (WCAG 2.4.11). One already
 * wholly in view is left alone. Takes the focus event as it comes, from React or the DOM: the strip is the
 * element listening (`currentTarget`), the focused element its `target`.
 */
export function revealFocusedItem({ currentTarget: strip, target: focused }: StripFocus): void {
  if (!(strip instanceof HTMLElement) || !(focused instanceof Element) || focused === strip) return
  const listed = focused.closest('li')
  const item = listed && strip.contains(listed) ? listed : focused
  const box = item.getBoundingClientRect()
  const area = strip.getBoundingClientRect()
  if (box.left >= area.left - 1 && box.right <= area.right + 1) return
  item.scrollIntoView({ inline: 'start', block: 'nearest' })
}
