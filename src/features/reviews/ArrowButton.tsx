import { UnstyledButton } from '@mantine/core'
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react'
import classes from './ArrowButton.module.css'

interface ArrowButtonProps {
  /** Toward the start of the line (left in English, right in Hebrew) or toward its end. */
  direction: 'previous' | 'next'
  label: string
  onClick: () => void
  className: string | undefined
  disabled?: boolean
}

/** A round chevron button that moves a row of cards; its chevron points the way the row moves. */
export function ArrowButton({ direction, label, onClick, className, disabled }: ArrowButtonProps) {
  const Icon = direction === 'previous' ? IconChevronLeft : IconChevronRight
  return (
    <UnstyledButton className={`${classes.arrow} ${className}`} aria-label={label} onClick={onClick} disabled={disabled}>
      <Icon size={22} aria-hidden="true" className={classes.icon} />
    </UnstyledButton>
  )
}
