import { FavouriteStar } from '@/components/FavouriteStar'
import { useFavourites } from '@/components/favourites'
import { useArea, useT } from '@/i18n/react'
import classes from './StarredPairs.module.css'

/** 'USD-ILS' for a pair, as the favourites and the hub's address name it. */
export const pairId = (from: string, to: string) => `${from}-${to}`

/** The two codes of a pair id, or null when it is not one. */
export function parsePairId(id: string | undefined): { from: string; to: string } | null {
  const match = id ? /^([A-Z]{3})-([A-Z]{3})$/.exec(id) : null
  return match?.[1] && match[2] && match[1] !== match[2] ? { from: match[1], to: match[2] } : null
}

interface StarredPairsProps {
  from: string
  to: string
  /** Known codes only: a starred pair of a currency the hub no longer has is not offered. */
  isKnown: (code: string) => boolean
  onPick: (from: string, to: string) => void
}

/**
 * Above the converter: the star for the pair on screen (From → To), and the starred pairs as chips that
 * set From and To in one tap, most recently starred first.
 */
export function StarredPairs({ from, to, isKnown, onPick }: StarredPairsProps) {
  // The pair's spoken name below is the favourites' message: its catalog first (the star waits for it too,
  // but only after this has read the message).
  useArea('favourites')
  const t = useT()
  const { items } = useFavourites()
  const pairs = items.flatMap((item) => {
    const pair = item.kind === 'pair' ? parsePairId(item.id) : null
    return pair && isKnown(pair.from) && isKnown(pair.to) ? [{ id: item.id, ...pair }] : []
  })
  return (
    <div className={classes.root}>
      {from !== to && <FavouriteStar item={{ kind: 'pair', id: pairId(from, to) }} name={t('favourites.pair.spoken', { from, to })} withText />}
      {pairs.length > 0 && (
        <ul className={classes.chips} aria-label={t('favourites.pair.chips')}>
          {pairs.map((pair) => {
            const current = pair.from === from && pair.to === to
            return (
              <li key={pair.id}>
                <button
                  type="button"
                  className={classes.chip}
                  aria-pressed={current}
                  aria-label={t('favourites.pair.use', { pair: t('favourites.pair.spoken', { from: pair.from, to: pair.to }) })}
                  onClick={() => onPick(pair.from, pair.to)}
                >
                  <span aria-hidden="true">{t('favourites.pair.name', { from: pair.from, to: pair.to })}</span>
                </button>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
