// The service request form (docs/behaviour.md, "Services"): name, email, phone, message. Name, email and message
// are required, the email must look like one, the phone is optional. The limits match the server's.
// What is wrong is found as codes (the dialog words them in the language shown at the time); the
// services catalog words each code as `services.form.{code}`.
import { serviceRequestLimits } from '@/content/service-request-contract'
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
export type ServiceFormProblem = 'nameRequired' | 'emailRequired' | 'emailInvalid' | 'phoneInvalid' | 'messageRequired'
export type ServiceFormProblems = Partial<Record<ServiceFormField, ServiceFormProblem>>

export const emptyServiceForm: ServiceFormValues = { name: '', email: '', phone: '', message: '' }

/** The longest values the server accepts: the contract both share. */
export const serviceFormLimits = serviceRequestLimits

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
/** Digits, spaces and + ( ) - . / with at least 5 digits. */
const PHONE = /^(?=(?:\D*\d){5})[\d\s+().\-/]+$/

/** The fields in the order they appear, for focusing the first wrong one. */
export const serviceFormFields: readonly ServiceFormField[] = ['name', 'email', 'phone', 'message']

/** What is wrong with each field; an empty object when the form can be sent. */
export function findServiceFormProblems(values: ServiceFormValues): ServiceFormProblems {
  // Checked as it will be sent: a field of control characters alone is empty.
  const name = cleanLine(values.name)
  const email = cleanLine(values.email)
  const phone = cleanLine(values.phone)
  const message = cleanText(values.message)
  const problems: ServiceFormProblems = {}
  if (!name) problems.name = 'nameRequired'
  if (!email) problems.email = 'emailRequired'
  else if (email.length > serviceFormLimits.email || !EMAIL.test(email)) problems.email = 'emailInvalid'
  if (phone && (phone.length > serviceFormLimits.phone || !PHONE.test(phone))) problems.phone = 'phoneInvalid'
  if (!message) problems.message = 'messageRequired'
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
 * only swell the body), trimmed, each within its limit. The server cleans the same way.
 */
export function cleanServiceForm(values: ServiceFormValues): ServiceFormValues {
  return {
    name: cleanLine(values.name).slice(0, serviceFormLimits.name),
    email: cleanLine(values.email).slice(0, serviceFormLimits.email),
    phone: cleanLine(values.phone).slice(0, serviceFormLimits.phone),
    message: cleanText(values.message).slice(0, serviceFormLimits.message),
  }
}

/** Whether nothing has been typed yet. */
export function isEmptyServiceForm(values: ServiceFormValues): boolean {
  return serviceFormFields.every((field) => values[field].trim() === '')
}
