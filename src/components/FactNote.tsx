import type { ReactNode } from 'react'
import type { Icon } from '@tabler/icons-react'
import classes from './FactNote.module.css'

interface FactNoteProps {
  /** The glyph at the start of the line (decorative). */
  icon: Icon
  children: ReactNode
  /** Extra layout for the words beside the icon. */
  className?: string
  'data-testid'?: string
}

/**
 * A short note under a destination's facts that speaks from the person's own situation (the time back
 * home, the cost in the home currency): a tinted card with an icon at the start of the line.
 */
export function FactNote({ icon: Glyph, children, className, 'data-testid': testId }: FactNoteProps) {
  return (
    <p className={className ? `${classes.note} ${className}` : classes.note} data-testid={testId}>
      <Glyph size={18} className={classes.icon} aria-hidden="true" />
      {children}
    </p>
  )
}
