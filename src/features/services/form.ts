// The service request form (SPEC sections 3 and 5): name, email, phone, message. Name, email and message
// are required, the email must look like one, the phone is optional. The limits match the server's.

export interface ServiceFormValues {
  name: string
  email: string
  phone: string
  message: string
}

export type ServiceFormField = keyof ServiceFormValues
export type ServiceFormErrors = Partial<Record<ServiceFormField, string>>

export const emptyServiceForm: ServiceFormValues = { name: '', email: '', phone: '', message: '' }

/** The longest values the server accepts (server/functions/service-requests.ts). */
export const serviceFormLimits = { name: 100, email: 254, phone: 30, message: 2000 } as const

const serviceFormMessages = {
  nameRequired: 'Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  phoneInvalid: 'Please enter a valid phone number',
  messageRequired: 'Message is required',
} as const

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
/** Digits, spaces and + ( ) - . / with at least 5 digits. */
const PHONE = /^(?=(?:\D*\d){5})[\d\s+().\-/]+$/

/** The fields in the order they appear, for focusing the first wrong one. */
export const serviceFormFields: readonly ServiceFormField[] = ['name', 'email', 'phone', 'message']

/** What is wrong with each field; an empty object when the form can be sent. */
export function validateServiceForm(values: ServiceFormValues): ServiceFormErrors {
  const name = values.name.trim()
  const email = values.email.trim()
  const phone = values.phone.trim()
  const message = values.message.trim()
  const errors: ServiceFormErrors = {}
  if (!name) errors.name = serviceFormMessages.nameRequired
  if (!email) errors.email = serviceFormMessages.emailRequired
  else if (email.length > serviceFormLimits.email || !EMAIL.test(email)) errors.email = serviceFormMessages.emailInvalid
  if (phone && (phone.length > serviceFormLimits.phone || !PHONE.test(phone))) errors.phone = serviceFormMessages.phoneInvalid
  if (!message) errors.message = serviceFormMessages.messageRequired
  return errors
}

/** The values as they are sent: trimmed, each within its limit. */
export function cleanServiceForm(values: ServiceFormValues): ServiceFormValues {
  return {
    name: values.name.trim().slice(0, serviceFormLimits.name),
    email: values.email.trim().slice(0, serviceFormLimits.email),
    phone: values.phone.trim().slice(0, serviceFormLimits.phone),
    message: values.message.trim().slice(0, serviceFormLimits.message),
  }
}

/** Whether nothing has been typed yet. */
export function isEmptyServiceForm(values: ServiceFormValues): boolean {
  return serviceFormFields.every((field) => values[field].trim() === '')
}
