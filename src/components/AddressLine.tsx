// A web address on a line of its own inside a toast or a note: read left to right in every language, cut at
// its end with an ellipsis when it is too long (a right-to-left line would cut it at 'http'), aligned with the
// text around it, and shown as a person would type it ('Tel Aviv', not 'Tel%20Aviv'). The link itself is
// not changed: only what is shown.
import { hasDirectionControl } from '@/lib/direction'
import classes from './AddressLine.module.css'

/** Control and direction characters, which would hide or reorder what the address says: kept escaped. */
const hides = (text: string) => /\p{Cc}/u.test(text) || hasDirectionControl(text)

/** The address as shown: percent-escapes decoded where that gives valid text with nothing hidden in it. */
export function readableAddress(url: string): string {
  try {
    const decoded = decodeURI(url)
    return hides(decoded) ? url : decoded
  } catch {
    return url
  }
}

export function AddressLine({ url }: { url: string }) {
  return (
    <span dir="ltr" className={classes.line}>
      {readableAddress(url)}
    </span>
  )
}
