// The service request form (docs/behaviour.md, "Services"): name, email, phone, message. Name, email and message
// are required, the email must look like one, the phone is optional. The limits match the server's.
// What is wrong is found as codes (the dialog words them in the language shown at the time); the
// services catalog words each code as `services.form.{code}`.
import {
  clipText,
  hasDirectionControl,
  hasVisibleCharacter,
  isEmailAddress,
  normalizeText,
  serviceRequestLimits,
} from '@/content/service-request-contract'
import { t as activeT, type Translate } from '@/i18n/react'
import { cleanLine, cleanText } from '@/lib/input'

export interface ServiceFormValues {
  name: string
  email: string
  phone: string
  message: string
}

export type ServiceFormField = keyof ServiceFormValues
/** Messages for the fields that are wrong, in words of the active language. */
export type ServiceFormErrors = Partial<Record<ServiceFormField, string>>
/** What can be wrong with a field, as the form sees it. */
export type ServiceFormProblem =
  | 'nameRequired'
  | 'nameInvisible'
  | 'emailRequired'
  | 'emailInvalid'
  | 'phoneInvalid'
  | 'messageRequired'
  | 'directionControl'
export type ServiceFormProblems = Partial<Record<ServiceFormField, ServiceFormProblem>>

export const emptyServiceForm: ServiceFormValues = { name: '', email: '', phone: '', message: '' }

/** The longest values the server accepts: the contract both share. */
export const serviceFormLimits = serviceRequestLimits

/** Digits, spaces and + ( ) - . / with at least 5 digits. */
const PHONE = /^(?=(?:\D*\d){5})[\d\s+().\-/]+$/

/** The fields in the order they appear, for focusing the first wrong one. */
export const serviceFormFields: readonly ServiceFormField[] = ['name', 'email', 'phone', 'message']

/** What is wrong with each field; an empty object when the form can be sent. */
export function findServiceFormProblems(values: ServiceFormValues): ServiceFormProblems {
  // Checked as it will be sent (the server checks with the same functions): a field of control
  // characters alone is empty, a name of zero-width characters shows nothing.
  const { name, email, phone, message } = cleanServiceForm(values)
  const problems: ServiceFormProblems = {}
  if (!name) problems.name = 'nameRequired'
  else if (hasDirectionControl(name)) problems.name = 'directionControl'
  else if (!hasVisibleCharacter(name)) problems.name = 'nameInvisible'
  if (!email) problems.email = 'emailRequired'
  else if (hasDirectionControl(email)) problems.email = 'directionControl'
  else if (!isEmailAddress(normalizeText(cleanLine(values.email)))) problems.email = 'emailInvalid'
  if (phone && (cleanLine(values.phone).length > serviceFormLimits.phone || !PHONE.test(phone))) problems.phone = 'phoneInvalid'
  // A message of invisible characters alone says nothing (the server reads it as missing too).
  if (!message || !hasVisibleCharacter(message)) problems.message = 'messageRequired'
  else if (hasDirectionControl(message)) problems.message = 'directionControl'
  return problems
}

/** The message for a problem, in the active language ('Name is required'). */
export function serviceFormProblemMessage(problem: ServiceFormProblem, t: Translate = activeT): string {
  return t(`services.form.${problem}`)
}

/** What is wrong with each field, in words of the active language; an empty object when the form can be sent. */
export function validateServiceForm(values: ServiceFormValues): ServiceFormErrors {
  const problems = findServiceFormProblems(values)
  const errors: ServiceFormErrors = {}
  for (const field of serviceFormFields) {
    const problem = problems[field]
    if (problem) errors[field] = serviceFormProblemMessage(problem)
  }
  return errors
}

/**
 * The values as they are sent: control characters out (a pasted message can carry them; they would
 * only swell the body), trimmed, normalised (NFC), each within its limit without cutting an emoji in
 * two. The server cleans and normalises the same way.
 */
export function cleanServiceForm(values: ServiceFormValues): ServiceFormValues {
  return {
    name: clipText(normalizeText(cleanLine(values.name)), serviceFormLimits.name),
    email: clipText(normalizeText(cleanLine(values.email)), serviceFormLimits.email),
    phone: clipText(normalizeText(cleanLine(values.phone)), serviceFormLimits.phone),
    message: clipText(normalizeText(cleanText(values.message)), serviceFormLimits.message),
  }
}

/** Whether nothing has been typed yet. */
export function isEmptyServiceForm(values: ServiceFormValues): boolean {
  return serviceFormFields.every((field) => values[field].trim() === '')
}
