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
export type FieldProblemCode = 'required' | 'too_long' | 'invalid' | 'unknown'

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

/** The codes of the service-requests function's own refusals that the app words itself. */
export const serviceRequestErrorCodes = ['invalid_request', 'idempotency_key_reused', 'rate_limited'] as const satisfies readonly ErrorCode[]
export const fieldProblemCodes = ['required', 'too_long', 'invalid', 'unknown'] as const satisfies readonly FieldProblemCode[]
