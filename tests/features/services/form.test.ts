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

describe('text a person cannot see or that lies about its direction (form and server, one rule)', () => {
  const server = (values: ServiceFormValues) => validateServiceRequest({ ...values, service: 'Storage Solutions', idempotencyKey: newIdempotencyKey() })

  it('refuses a name of zero-width characters alone', () => {
    for (const name of ['\u200b\u200c\u200d', '\u2060\ufeff', '\u00ad', '\u3164', '\u0301']) {
      expect(validateServiceForm({ ...filled, name }), JSON.stringify(name)).toEqual({ name: 'Please enter a name with visible letters' })
      expect(server({ ...filled, name })).toMatchObject({ ok: false, problems: [{ field: 'name', code: 'invisible' }] })
    }
    expect(validateServiceForm({ ...filled, name: 'דנה לוי\u200f' })).toEqual({ name: 'Please remove the hidden characters that change the text direction' })
    expect(validateServiceForm({ ...filled, name: 'Zoë\u200d' })).toEqual({})
  })

  it('reads a message of invisible characters alone as missing, in the form as on the server', () => {
    for (const message of ['\u200b\u200b', '\u3164', '\u2060 \ufeff']) {
      expect(validateServiceForm({ ...filled, message }), JSON.stringify(message)).toEqual({ message: 'Message is required' })
      expect(server({ ...filled, message })).toMatchObject({ ok: false, problems: [{ field: 'message', code: 'required' }] })
    }
    expect(validateServiceForm({ ...filled, message: 'Merci\u200b !' })).toEqual({})
  })

  it('refuses direction controls in the name, the email and the message', () => {
    const controls = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069', '\u200e', '\u200f', '\u061c']
    const message = 'Please remove the hidden characters that change the text direction'
    for (const mark of controls) {
      for (const field of ['name', 'email', 'message'] as const) {
        const values = { ...filled, [field]: field === 'email' ? `dana${mark}@example.org` : `${filled[field]} ${mark}x` }
        expect(validateServiceForm(values), `${field} ${mark.codePointAt(0)?.toString(16)}`).toEqual({ [field]: message })
        expect(server(values)).toMatchObject({ ok: false, problems: [{ field, code: 'direction_control' }] })
      }
    }
  })

  it('checks emails as <input type=email> does (plus a dot in the domain)', () => {
    for (const email of ['x@y.z<script>', 'a@b..c', 'a@.b.c', 'a@b.c.', 'a@-b.c', 'dana@exa_mple.org', 'dana@example']) {
      expect(validateServiceForm({ ...filled, email }), email).toEqual({ email: 'Please enter a valid email address' })
      expect(server({ ...filled, email }), email).toMatchObject({ ok: false, problems: [{ field: 'email', code: 'invalid' }] })
    }
    for (const email of ['dana@example.org', "o'neil+moves@mail.example.co.uk", 'a.b@x-y.io']) {
      expect(validateServiceForm({ ...filled, email }), email).toEqual({})
      expect(server({ ...filled, email }).ok, email).toBe(true)
    }
  })

  it('sends NFC, never cuts an emoji in two at the limit, and a lone surrogate becomes U+FFFD', () => {
    expect(cleanServiceForm({ ...filled, name: 'Zoe\u0308' }).name).toBe('Zo\u00eb')
    const long = `${'a'.repeat(serviceFormLimits.name - 1)}😀`
    expect(cleanServiceForm({ ...filled, name: long }).name).toBe('a'.repeat(serviceFormLimits.name - 1))
    expect(server({ ...filled, name: 'Dana\ud800' })).toMatchObject({ ok: true, request: { name: 'Dana\ufffd' } })
    expect(server({ ...filled, name: 'Zoe\u0308' })).toMatchObject({ ok: true, request: { name: 'Zo\u00eb' } })
  })
})
