import { Suspense } from 'react'
import { IconStar, IconStarFilled } from '@tabler/icons-react'
import { useArea, useT } from '@/i18n/react'
import { announce } from './announce'
import { useFavourites, type FavouriteInput } from './favourites'
import classes from './FavouriteStar.module.css'

interface FavouriteStarProps {
  /** What the star keeps (an article also its title and date). */
  item: FavouriteInput
  /** The name it is known by on screen, in the reader's language: 'Add Lisbon to my shortlist'. */
  name: string
  /** 'raised' brings its own surface and border (over a card's picture, beside other buttons). */
  tone?: 'plain' | 'raised'
  /** Says 'Add … to my shortlist' beside the star, not only to screen readers. */
  withText?: boolean
  className?: string
}

/**
 * The star that adds something to 'My shortlist' or takes it out: a toggle button (aria-pressed) named
 * for what it stars, a filled star when starred, and a polite confirmation for screen readers (the page's
 * one live region). It speaks from the favourites catalog and waits for it on its own, showing nothing
 * for that moment (in a place kept for it) rather than holding up the screen around it.
 */
export function FavouriteStar(props: FavouriteStarProps) {
  // Meanwhile its place is kept, so the line around it does not move when it comes.
  const { tone = 'plain', withText = false, className } = props
  const placeholder = (
    <span className={[classes.star, classes.placeholder, className].filter(Boolean).join(' ')} data-tone={tone} data-with-text={withText || undefined} aria-hidden="true" />
  )
  return (
    <Suspense fallback={placeholder}>
      <Star {...props} />
    </Suspense>
  )
}

function Star({ item, name, tone = 'plain', withText = false, className }: FavouriteStarProps) {
  useArea('favourites')
  const t = useT()
  const { ready, isStarred, toggle } = useFavourites()
  const starred = isStarred(item.kind, item.id)
  const label = starred ? t('favourites.star.remove', { name }) : t('favourites.star.add', { name })
  const Glyph = starred ? IconStarFilled : IconStar
  return (
    <button
      type="button"
      className={[classes.star, className].filter(Boolean).join(' ')}
      data-tone={tone}
      data-with-text={withText || undefined}
      aria-pressed={starred}
      aria-label={withText ? undefined : label}
      title={withText ? undefined : label}
      disabled={!ready}
      onClick={(event) => {
        // A star on a card that is itself a link stars, it does not open the card.
        event.preventDefault()
        event.stopPropagation()
        const now = toggle(item)
        announce(now ? t('favourites.star.added', { name }) : t('favourites.star.removed', { name }))
      }}
    >
      <Glyph size={withText ? 18 : 20} stroke={1.8} aria-hidden="true" className={classes.glyph} />
      {withText && <span>{label}</span>}
    </button>
  )
}
