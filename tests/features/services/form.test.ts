import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { newIdempotencyKey } from '@/features/services/api'
import { cleanServiceForm, serviceFormLimits, validateServiceForm, type ServiceFormValues } from '@/features/services/form'
import { serviceRequestLimits, validateServiceRequest } from '../../../server/functions/service-requests'

const filled: ServiceFormValues = { name: 'Dana Levi', email: 'dana@example.org', phone: '', message: 'We move in March.' }

describe('validateServiceForm (docs/behaviour.md, "Services")', () => {
  it('accepts name, email and message, with or without a phone', () => {
    expect(validateServiceForm(filled)).toEqual({})
    expect(validateServiceForm({ ...filled, phone: '+972 (50) 123-4567' })).toEqual({})
  })

  it('requires name, email and message; whitespace is not an answer', () => {
    expect(validateServiceForm({ name: ' ', email: '', phone: '', message: '\n\t' })).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      message: 'Message is required',
    })
  })

  it('checks the email format and, when given, the phone', () => {
    for (const email of ['dana', 'dana@', '@example.org', 'dana@example', 'da na@example.org']) {
      expect(validateServiceForm({ ...filled, email }), email).toEqual({ email: 'Please enter a valid email address' })
    }
    for (const phone of ['call me', '12', '+1 555 ABC 1234', '1'.repeat(31)]) {
      expect(validateServiceForm({ ...filled, phone }), phone).toEqual({ phone: 'Please enter a valid phone number' })
    }
  })

  it('has the same limits as the server', () => {
    expect(serviceFormLimits).toEqual(serviceRequestLimits)
  })

  it('never throws, and whatever it accepts the server accepts too (1,000 random forms)', () => {
    const text = fc.oneof(
      fc.string({ maxLength: 60, unit: 'binary' }),
      fc.constantFrom('', ' ', '\u0001\u0007', 'dana@example.org', '+44 20 7946 0958', 'a@b.co'),
    )
    fc.assert(
      fc.property(fc.record({ name: text, email: text, phone: text, message: text }), (values) => {
        const errors = validateServiceForm(values)
        if (Object.keys(errors).length > 0) return
        const server = validateServiceRequest({ ...cleanServiceForm(values), service: 'Storage Solutions', idempotencyKey: newIdempotencyKey() })
        expect(server.ok).toBe(true)
      }),
      { numRuns: 1000 },
    )
  })
})
