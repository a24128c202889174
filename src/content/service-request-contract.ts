// The contract between the service-requests function (server/functions/service-requests.ts) and the app's
// services dialog (features/services): the form's limits, and the machine-readable codes the server's
// errors carry beside their English sentence. The app words an error by its code, in the person's
// language; the sentence is for people reading the raw answer (and for an app older than a new code).
//
// Every error body: { error: sentence, code: ErrorCode }. A 422 adds, per wrong field,
// fields: { [field]: sentence } and problems: [{ field, code: FieldProblemCode, limit? }].

/** The longest values accepted, in characters once control characters are dropped. */
export const serviceRequestLimits = { name: 100, email: 254, phone: 30, message: 2000 } as const

/** What can be wrong with one field of a service request. */
export type FieldProblemCode = 'required' | 'too_long' | 'invalid' | 'unknown' | 'invisible' | 'direction_control'

export interface FieldProblem {
  field: string
  code: FieldProblemCode
  /** The limit a `too_long` field passed. */
  limit?: number
}

/** Why the server refused or could not answer a request. */
export type ErrorCode =
  | 'invalid_request'
  | 'idempotency_key_reused'
  | 'rate_limited'
  | 'body_too_large'
  | 'unsupported_media_type'
  | 'invalid_json'
  | 'not_found'
  | 'method_not_allowed'
  | 'forbidden_origin'
  | 'misdirected_host'
  | 'not_configured'
  | 'upstream_unavailable'
  | 'unavailable'
  | 'internal_error'
  | 'bad_parameter'
  | 'bad_request'
  | 'unauthorized'
  | 'shutting_down'
  | 'database_unreachable'

/** The codes of the service-requests function's own refusals that the app words itself. */
export const serviceRequestErrorCodes = ['invalid_request', 'idempotency_key_reused', 'rate_limited'] as const satisfies readonly ErrorCode[]
export const fieldProblemCodes = ['required', 'too_long', 'invalid', 'unknown', 'invisible', 'direction_control'] as const satisfies readonly FieldProblemCode[]

// The text rules the form and the server apply with these very functions, so a request the form lets
// through is never refused for its text, and the server refuses what an older or another client sends.

/** A UTF-16 surrogate without its other half (a truncated emoji, a hand-made body). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/**
 * Text as it is checked, compared and stored: a lone surrogate becomes U+FFFD (what a database or a UTF-8
 * encoder would make of it anyway, so a retry of the same bytes compares equal to what was stored), then
 * Unicode NFC (é typed as e + U+0301 and é typed as one character are the same text).
 */
export function normalizeText(value: string): string {
  return value.replace(LONE_SURROGATE, '\uFFFD').normalize('NFC')
}

/** At most `limit` UTF-16 units, never cutting a surrogate pair in two. */
export function clipText(value: string, limit: number): string {
  if (value.length <= limit) return value
  const clipped = value.slice(0, limit)
  return /[\uD800-\uDBFF]$/.test(clipped) ? clipped.slice(0, -1) : clipped
}

/**
 * The characters that change the direction text is shown in without being seen (lib/direction.ts). In a
 * name, an email or a message they make what the team reads differ from what was sent (U+202E shows
 * "moc.elpmaxe@x" for x@example.com), so they are refused rather than silently dropped.
 */
export { hasDirectionControl } from '../lib/direction'

/**
 * What shows nothing: white space, format characters (zero-width space, joiners, U+2060, U+FEFF, soft
 * hyphen), controls, combining marks on their own, and the letters that are drawn blank (Hangul fillers,
 * the blank Braille pattern, U+034F).
 */
const INVISIBLE = /[\p{White_Space}\p{Cf}\p{Cc}\p{Z}\p{M}\u034F\u115F\u1160\u2800\u3164\uFFA0]/gu

/** Whether a person would see at least one character of `value`. */
export function hasVisibleCharacter(value: string): boolean {
  return value.replace(INVISIBLE, '') !== ''
}

/**
 * An email address as the HTML standard's `<input type=email>` checks it ("valid email address"):
 * so x@y.z<script>, a@b..c, a@.b.c and a@b.c. are refused, by the form and the server alike. One rule
 * more: the domain has a dot (dana@gmail, a slip for dana@gmail.com, could never be answered).
 */
const EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/

export function isEmailAddress(value: string): boolean {
  return value.length <= serviceRequestLimits.email && EMAIL.test(value) && value.slice(value.indexOf('@')).includes('.')
}
