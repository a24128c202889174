import { useState } from 'react'
import type { Review } from './api'
import classes from './ReviewAvatar.module.css'

/**
 * The reviewer's photo, or their initials when there is none or it cannot load (offline, a moved photo).
 * Decorative: the name is written beside it.
 */
export function ReviewAvatar({ review, size = 48 }: { review: Review; size?: number }) {
  const [failed, setFailed] = useState(false)
  return (
    <img
      className={classes.avatar}
      src={failed ? review.initialsUrl : review.photoUrl}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
    />
  )
}
