// The document rule: a document the checklist asks to stay valid N months after the move is flagged when
// it expires before the move date plus N months (an expired one, or one with no date given, is not "ok").
import { addMonths } from './dates'

export interface DocumentCheck {
  /** The last day the document must still be valid on. */
  validUntil: string
  /** It expires before that day. */
  flagged: boolean
}

/** `expiry` and `moveDate` are 'YYYY-MM-DD' days; a document valid through `validUntil` itself passes. */
export function checkDocument(expiry: string, moveDate: string, validityMonths: number): DocumentCheck {
  const validUntil = addMonths(moveDate, validityMonths)
  // ISO days compare as text in calendar order.
  return { validUntil, flagged: expiry < validUntil }
}
