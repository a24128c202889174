// The server's words, in the person's language. The service-requests function answers in English
// (server/functions/service-requests.ts: 'Name is required', 'Email is not valid', 'Invalid service
// request'…). The messages it is known to send are shown as the services catalog words them; anything
// else (a newer server, a proxy's page) is shown as the server wrote it, rather than hidden.
import type { Translate } from '@/i18n/react'
import type { ServiceFormField } from './form'

/** '{Label} is too long ({limit} characters at most)', the limit written the en-US way ('2,000'). */
const TOO_LONG = /^(Name|Message) is too long \((\d{1,3}(?:,\d{3})*) characters at most\)$/
const STATUS = /^HTTP (\d{3})$/

/** A field's error from the server, in the active language when it is one the app knows. */
export function serverFieldMessage(field: ServiceFormField, text: string, t: Translate): string {
  switch (`${field}|${text}`) {
    case 'name|Name is required':
      return t('services.form.nameRequired')
    case 'email|Email is required':
      return t('services.form.emailRequired')
    case 'email|Email is not valid':
      return t('services.server.emailInvalid')
    case 'phone|Phone number is not valid':
      return t('services.server.phoneInvalid')
    case 'message|Message is required':
      return t('services.form.messageRequired')
  }
  const tooLong = TOO_LONG.exec(text)
  if (tooLong && tooLong[1]?.toLowerCase() === field) {
    const limit = Number(tooLong[2]?.replace(/,/g, ''))
    return t(field === 'name' ? 'services.server.nameTooLong' : 'services.server.messageTooLong', { limit })
  }
  return text
}

/** The server's reason for refusing a request (its `error`, or 'HTTP {status}'), in the active language when known. */
export function serverMessage(text: string, t: Translate): string {
  if (text === 'Invalid service request') return t('services.server.invalidRequest')
  if (text === 'This idempotency key was already used for a different request') return t('services.server.keyReused')
  const status = STATUS.exec(text)
  if (status) return t('services.server.status', { status: status[1] })
  return text
}
