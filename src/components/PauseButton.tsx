import type { Ref } from 'react'
import classes from './PauseButton.module.css'

interface PauseButtonProps {
  /** Stopped: the button shows the play triangle, and its words say Play. */
  paused: boolean
  onToggle: () => void
  /** The words: 'Pause …' while it moves, 'Play …' while it stands still. */
  children: string
  ref?: Ref<HTMLButtonElement>
}

/**
 * The Pause / Play toggle of something that moves by itself (WCAG 2.2.2): two bars or a triangle drawn in
 * CSS, then its words. A plain button, so the home page's start gains no library code.
 */
export function PauseButton({ paused, onToggle, children, ref }: PauseButtonProps) {
  return (
    <button ref={ref} type="button" className={classes.button} data-paused={paused || undefined} onClick={onToggle}>
      {children}
    </button>
  )
}
