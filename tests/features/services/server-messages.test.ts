import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deliveredLaterNotice, refusedNotice, savedNotice, sentNotice } from '@/features/services/notices'
import { parseServerRefusal, serverFieldMessage, serverMessage, type ServerFieldProblem, type ServerReason } from '@/features/services/server-messages'
import { validateServiceForm } from '@/features/services/form'
import { areas } from '@/i18n/catalogs'
import { activateLanguage, t } from '@/i18n/react'

const NNBSP = '\u202f'

/** A field problem as the server reports it: its code (and limit) beside its English sentence. */
const problem = (code: ServerFieldProblem['code'], text = '', limit: number | null = null): ServerFieldProblem => ({ code, limit, text })
const reason = (code: ServerReason['code'], text: string | null, status = 422): ServerReason => ({ code, text, status })
const invalid = reason('invalid_request', 'Invalid service request')

describe('the server’s words (English from the server)', () => {
  it('in English, read the same as the server’s sentences', () => {
    expect(serverFieldMessage('email', problem('invalid'), t)).toBe('Email is not valid')
    expect(serverFieldMessage('phone', problem('invalid'), t)).toBe('Phone number is not valid')
    expect(serverFieldMessage('name', problem('required'), t)).toBe('Name is required')
    expect(serverFieldMessage('message', problem('too_long', '', 2000), t)).toBe('Message is too long (2,000 characters at most)')
    expect(serverFieldMessage('name', problem('too_long', '', 100), t)).toBe('Name is too long (100 characters at most)')
    expect(serverMessage(invalid, t)).toBe('Invalid service request')
    expect(serverMessage(reason(null, null, 413), t)).toBe('HTTP 413')
  })

  it('reads the codes from the server’s answer, never its sentences, and keeps only what it knows', () => {
    const { reason: why, fields } = parseServerRefusal(422, {
      error: 'Invalid service request',
      code: 'invalid_request',
      fields: { name: 'Name is required', message: 'Message is too long (2,000 characters at most)', idempotencyKey: 'Idempotency key is required' },
      problems: [
        { field: 'name', code: 'required' },
        { field: 'message', code: 'too_long', limit: 2000 },
        { field: 'idempotencyKey', code: 'required' },
        { field: 'email', code: 'a-code-from-a-newer-server', limit: -1 },
        'junk',
      ],
    })
    expect(why).toEqual(invalid)
    expect(fields).toEqual({
      name: problem('required', 'Name is required'),
      message: problem('too_long', 'Message is too long (2,000 characters at most)', 2000),
      email: problem(null),
    })
    // A sentence the app no longer recognises by its words is still worded by its code.
    expect(serverFieldMessage('name', problem('required', 'Please tell us your name'), t)).toBe('Name is required')
    expect(parseServerRefusal(409, { error: 'Conflict', code: 'idempotency_key_reused' }).reason.code).toBe('idempotency_key_reused')
    expect(parseServerRefusal(400, '<html>Bad gateway</html>')).toEqual({ reason: reason(null, null, 400), fields: {} })
  })

  describe('in Russian', () => {
    beforeAll(() => activateLanguage('ru', areas))
    afterAll(() => activateLanguage('en', areas))

    it('maps what the app knows to its own messages', () => {
      expect(serverFieldMessage('email', problem('invalid', 'Email is not valid'), t)).toBe('Некорректный адрес электронной почты')
      expect(serverFieldMessage('email', problem('required', 'Email is required'), t)).toBe('Укажите адрес электронной почты')
      expect(serverFieldMessage('phone', problem('invalid', 'Phone number is not valid'), t)).toBe('Некорректный номер телефона')
      expect(serverMessage(invalid, t)).toBe('Некорректный запрос на услугу')
      expect(serverMessage(reason(null, null, 409), t)).toBe('Ошибка HTTP 409')
    })

    it('words the text refusals as the form does (a name with nothing visible, direction controls)', () => {
      expect(serverFieldMessage('name', problem('invisible', 'Name has no visible characters'), t)).toBe('Укажите имя видимыми буквами')
      expect(validateServiceForm({ name: '\u200b', email: 'a@b.co', phone: '', message: 'x' })).toEqual({ name: 'Укажите имя видимыми буквами' })
      const direction = 'Удалите скрытые символы, которые меняют направление текста'
      for (const field of ['name', 'email', 'message'] as const) {
        expect(serverFieldMessage(field, problem('direction_control', 'Name contains hidden characters that change the text direction'), t)).toBe(direction)
      }
      expect(validateServiceForm({ name: 'Дана', email: 'a@b.co', phone: '', message: 'Привет \u202e' })).toEqual({ message: direction })
      expect(parseServerRefusal(422, { code: 'invalid_request', problems: [{ field: 'name', code: 'invisible' }] }).fields.name?.code).toBe('invisible')
    })

    it('says the length limit with the Russian plural and number format', () => {
      expect(serverFieldMessage('message', problem('too_long', '', 2000), t)).toBe(
        `Сообщение слишком длинное (не более 2${'\u00a0'}000 символов)`,
      )
      expect(serverFieldMessage('name', problem('too_long', '', 1), t)).toBe('Имя слишком длинное (не более 1 символа)')
      expect(serverFieldMessage('name', problem('too_long', '', 3), t)).toBe('Имя слишком длинное (не более 3 символов)')
      expect(serverFieldMessage('name', problem('too_long', '', 21), t)).toBe('Имя слишком длинное (не более 21 символа)')
      expect(serverFieldMessage('name', problem('too_long', '', 100), t)).toBe('Имя слишком длинное (не более 100 символов)')
    })

    it('shows what it cannot map as the server wrote it', () => {
      expect(serverFieldMessage('email', problem(null, 'Mailbox is full'), t)).toBe('Mailbox is full')
      // A code that does not fit this field is not worded as another field's.
      expect(serverFieldMessage('phone', problem('required', 'Phone is required'), t)).toBe('Phone is required')
      expect(serverFieldMessage('email', problem(null), t)).toBe('Некорректный запрос на услугу')
      expect(serverMessage(reason(null, 'Request body larger than 8192 bytes', 413), t)).toBe('Request body larger than 8192 bytes')
    })

    it('words the form’s own checks and every toast in Russian', () => {
      expect(validateServiceForm({ name: '', email: 'dana@', phone: 'x', message: '' })).toEqual({
        name: 'Укажите имя',
        email: 'Введите корректный адрес электронной почты',
        phone: 'Введите корректный номер телефона',
        message: 'Напишите сообщение',
      })
      expect(sentNotice('storage')).toEqual({
        title: 'Запрос отправлен',
        message: 'Спасибо! Ваш запрос по услуге «Хранение вещей» отправлен. Мы скоро с вами свяжемся.',
        color: 'teal',
      })
      expect(savedNotice('busy', true).message).toBe(
        'Наш сервер сейчас перегружен. Запрос сохранён и будет отправлен автоматически через несколько минут.',
      )
      expect(savedNotice('offline', false).message).toBe(
        'Нет подключения к интернету. Запрос сохранён и будет отправлен, когда связь восстановится. До тех пор не закрывайте эту страницу.',
      )
      // Requests keep the canonical English name; the toast names the service in Russian.
      expect(deliveredLaterNotice('Shipping & Logistics').message).toBe(
        'Связь восстановлена: сохранённый запрос по услуге «Перевозка и логистика» отправлен. Мы скоро с вами свяжемся.',
      )
      expect(deliveredLaterNotice('').message).toBe('Связь восстановлена: сохранённый запрос отправлен. Мы скоро с вами свяжемся.')
      expect(refusedNotice('Storage Solutions', invalid)).toEqual({
        title: 'Запрос не принят',
        message:
          'Сохранённый запрос по услуге «Хранение вещей» не принят (Некорректный запрос на услугу). Откройте раздел «Мои услуги» и отправьте его ещё раз.',
        color: 'red',
      })
    })
  })

  describe('in French', () => {
    beforeAll(() => activateLanguage('fr', areas))
    afterAll(() => activateLanguage('en', areas))

    it('writes the limit the French way, with French plurals', () => {
      expect(serverFieldMessage('message', problem('too_long', '', 2000), t)).toBe(
        `Le message est trop long (2${NNBSP}000 caractères au maximum)`,
      )
      expect(serverFieldMessage('name', problem('too_long', '', 1), t)).toBe('Le nom est trop long (1 caractère au maximum)')
    })
  })

  describe('in Hebrew', () => {
    beforeAll(() => activateLanguage('he', areas))
    afterAll(() => activateLanguage('en', areas))

    it('uses the Hebrew dual', () => {
      expect(serverFieldMessage('name', problem('too_long', '', 2), t)).toBe('השם ארוך מדי (עד שני תווים)')
      expect(serverFieldMessage('name', problem('too_long', '', 100), t)).toBe('השם ארוך מדי (עד 100 תווים)')
      expect(refusedNotice('Storage Solutions', reason(null, null, 400)).message).toContain('פתרונות אחסון')
    })
  })
})

describe('the English toasts', () => {
  it('are the ones the spec and the e2e tests know', () => {
    expect(sentNotice('taxes').message).toBe('Thank you! Your request for Taxes – Filing & Advisory has been sent. We will get back to you shortly.')
    expect(savedNotice('unreachable', true).message).toBe(
      'We could not reach our server. Your request is saved and will be sent automatically as soon as the connection is back.',
    )
    expect(savedNotice('busy', true).message).toBe(
      'Our server is busy right now. Your request is saved and will be sent automatically in a few minutes.',
    )
    expect(savedNotice('offline', false).message).toBe(
      'You are offline. Your request is saved and will be sent when you are back online. Please keep this page open until then.',
    )
    expect(deliveredLaterNotice('').message).toBe(
      'You are back online: your saved request for a service has been sent. We will get back to you shortly.',
    )
    expect(refusedNotice('Storage Solutions', reason(null, null, 400)).message).toBe(
      'Your saved request for Storage Solutions was not accepted (HTTP 400). Please open My Services and send it again.',
    )
  })
})
