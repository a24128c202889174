// The server's refusals, in the person's language. The service-requests function's errors carry a
// machine-readable code beside their English sentence (src/content/service-request-contract.ts): the app
// words the codes it knows from the services catalog, and shows anything else (a newer server's code, a
// proxy's page) as the server wrote it rather than hiding it.
import { fieldProblemCodes, serviceRequestErrorCodes, type FieldProblemCode } from '@/content/service-request-contract'
import type { Translate } from '@/i18n/react'
import { isRecord } from '@/lib/input'
import { serviceFormFields, type ServiceFormField } from './form'

/** One wrong field as the server reported it. */
export interface ServerFieldProblem {
  /** The code, when it is one this app knows. */
  code: FieldProblemCode | null
  /** The limit a too-long field passed. */
  limit: number | null
  /** The server's sentence ('' when it sent none). */
  text: string
}

export type ServerFieldProblems = Partial<Record<ServiceFormField, ServerFieldProblem>>

/** Why the server refused a request as a whole. */
export interface ServerReason {
  /** The code, when it is one this app words itself. */
  code: (typeof serviceRequestErrorCodes)[number] | null
  /** The server's sentence, or null when it sent none (a proxy's page, an empty body). */
  text: string | null
  status: number
}

const known = <T extends string>(list: readonly T[], value: unknown): T | null =>
  typeof value === 'string' && (list as readonly string[]).includes(value) ? (value as T) : null

const sentence = (value: unknown, max: number): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, max) : null

/** A 4xx body `{ error, code, fields, problems }` (untrusted) as the reason and the wrong fields. */
export function parseServerRefusal(status: number, json: unknown): { reason: ServerReason; fields: ServerFieldProblems } {
  const body = isRecord(json) ? json : {}
  const reason: ServerReason = { code: known(serviceRequestErrorCodes, body.code), text: sentence(body.error, 300), status }
  const sentences = isRecord(body.fields) ? body.fields : {}
  const fields: ServerFieldProblems = {}
  for (const field of serviceFormFields) {
    const text = sentence(sentences[field], 200)
    if (text !== null) fields[field] = { code: null, limit: null, text }
  }
  for (const item of Array.isArray(body.problems) ? body.problems.slice(0, 20) : []) {
    if (!isRecord(item)) continue
    const field = known(serviceFormFields, item.field)
    if (field === null) continue
    const limit = typeof item.limit === 'number' && Number.isSafeInteger(item.limit) && item.limit > 0 ? item.limit : null
    fields[field] = { code: known(fieldProblemCodes, item.code), limit, text: fields[field]?.text ?? '' }
  }
  return { reason, fields }
}

/** A field's error from the server, in the active language when its code is one the app knows. */
export function serverFieldMessage(field: ServiceFormField, problem: ServerFieldProblem, t: Translate): string {
  switch (problem.code) {
    case 'required':
      if (field === 'name') return t('services.form.nameRequired')
      if (field === 'email') return t('services.form.emailRequired')
      if (field === 'message') return t('services.form.messageRequired')
      break
    case 'invalid':
      if (field === 'email') return t('services.server.emailInvalid')
      if (field === 'phone') return t('services.server.phoneInvalid')
      break
    case 'invisible':
      if (field === 'name') return t('services.form.nameInvisible')
      break
    case 'direction_control':
      return t('services.form.directionControl')
    case 'too_long':
      if (problem.limit !== null && field === 'name') return t('services.server.nameTooLong', { limit: problem.limit })
      if (problem.limit !== null && field === 'message') return t('services.server.messageTooLong', { limit: problem.limit })
      break
  }
  return problem.text || t('services.server.invalidRequest')
}

/** The server's reason for refusing a request, in the active language when its code is known. */
export function serverMessage(reason: ServerReason, t: Translate): string {
  if (reason.code === 'invalid_request') return t('services.server.invalidRequest')
  if (reason.code === 'idempotency_key_reused') return t('services.server.keyReused')
  return reason.text ?? t('services.server.status', { status: String(reason.status) })
}
