import { UnstyledButton } from '@mantine/core'
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react'
import classes from './ArrowButton.module.css'

interface ArrowButtonProps {
  direction: 'left' | 'right'
  label: string
  onClick: () => void
  className: string | undefined
  disabled?: boolean
}

/** A round chevron button that moves a row of cards. */
export function ArrowButton({ direction, label, onClick, className, disabled }: ArrowButtonProps) {
  const Icon = direction === 'left' ? IconChevronLeft : IconChevronRight
  return (
    <UnstyledButton className={`${classes.arrow} ${className}`} aria-label={label} onClick={onClick} disabled={disabled}>
      <Icon size={22} aria-hidden="true" />
    </UnstyledButton>
  )
}
