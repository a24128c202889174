import { useEffect, useId, useRef, useState } from 'react'
import { UnstyledButton } from '@mantine/core'
import { useT } from '@/i18n/react'
import classes from './ReviewText.module.css'

interface ReviewTextProps {
  text: string
  /** Lines shown before 'Show full review'. */
  lines: number
  className?: string
}

/**
 * A review's words, clamped to a few lines with a button that shows the rest in place. The words are the
 * reviewer's, in their own language and direction (dir="auto"); the button speaks the reader's.
 */
export function ReviewText({ text, lines, className }: ReviewTextProps) {
  const t = useT()
  const id = useId()
  const ref = useRef<HTMLParagraphElement>(null)
  const [expanded, setExpanded] = useState(false)
  const [overflows, setOverflows] = useState(false)

  // Measured whenever the text is laid out (the home page lays out its sections only as they come near).
  useEffect(() => {
    const element = ref.current
    if (!element || expanded || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => setOverflows(element.scrollHeight > element.clientHeight + 1))
    observer.observe(element)
    return () => observer.disconnect()
  }, [text, expanded])

  if (text === '') return null
  return (
    <div className={className}>
      <p
        ref={ref}
        id={id}
        dir="auto"
        className={classes.text}
        data-expanded={expanded || undefined}
        style={{ WebkitLineClamp: lines, lineClamp: lines }}
      >
        {text}
      </p>
      {(overflows || expanded) && (
        <UnstyledButton
          className={classes.toggle}
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? t('reviews.text.less') : t('reviews.text.more')}
        </UnstyledButton>
      )}
    </div>
  )
}
