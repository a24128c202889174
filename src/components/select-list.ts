import type { ComboboxProps } from '@mantine/core'

/**
 * A searchable Select whose list of options scrolls itself, `maxHeight` pixels at most. Mantine's default
 * scrolls a box inside the list (its ScrollArea), which has no role: axe reports it as a scrolling region
 * that a keyboard cannot reach (scrollable-region-focusable), though the arrow keys move through the options
 * from the input. A combobox's own list is exempt, and the arrow keys still scroll the option they reach into
 * view. Above the overlays (z-index 400), as the app's selects are.
 */
export function scrollingList(maxHeight: number): { withScrollArea: false; comboboxProps: ComboboxProps } {
  return {
    withScrollArea: false,
    comboboxProps: { zIndex: 400, shadow: 'md', styles: { options: { maxHeight, overflowY: 'auto', overscrollBehavior: 'contain' } } },
  }
}
