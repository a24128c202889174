import { IconStarFilled } from '@tabler/icons-react'
import { useT } from '@/i18n/react'
import classes from './Stars.module.css'

/** As many stars as the rating, read out as 'Rated 5 out of 5'. */
export function Stars({ rating, size = 18 }: { rating: number; size?: number }) {
  const t = useT()
  return (
    <span role="img" aria-label={t('reviews.stars', { rating })} className={classes.stars} data-rating={rating}>
      {Array.from({ length: rating }, (_, i) => (
        <IconStarFilled key={i} size={size} aria-hidden="true" className={classes.star} />
      ))}
    </span>
  )
}
