import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deliveredLaterNotice, refusedNotice, savedNotice, sentNotice } from '@/features/services/notices'
import { serverFieldMessage, serverMessage } from '@/features/services/server-messages'
import { validateServiceForm } from '@/features/services/form'
import { areas } from '@/i18n/catalogs'
import { activateLanguage, t } from '@/i18n/react'

const NNBSP = '\u202f'

describe('the server’s words (English from the server)', () => {
  it('in English, are shown exactly as the server wrote them', () => {
    expect(serverFieldMessage('email', 'Email is not valid', t)).toBe('Email is not valid')
    expect(serverFieldMessage('phone', 'Phone number is not valid', t)).toBe('Phone number is not valid')
    expect(serverFieldMessage('name', 'Name is required', t)).toBe('Name is required')
    expect(serverFieldMessage('message', 'Message is too long (2,000 characters at most)', t)).toBe('Message is too long (2,000 characters at most)')
    expect(serverFieldMessage('name', 'Name is too long (100 characters at most)', t)).toBe('Name is too long (100 characters at most)')
    expect(serverMessage('Invalid service request', t)).toBe('Invalid service request')
    expect(serverMessage('HTTP 413', t)).toBe('HTTP 413')
  })

  describe('in Russian', () => {
    beforeAll(() => activateLanguage('ru', areas))
    afterAll(() => activateLanguage('en', areas))

    it('maps what the app knows to its own messages', () => {
      expect(serverFieldMessage('email', 'Email is not valid', t)).toBe('Некорректный адрес электронной почты')
      expect(serverFieldMessage('email', 'Email is required', t)).toBe('Укажите адрес электронной почты')
      expect(serverFieldMessage('phone', 'Phone number is not valid', t)).toBe('Некорректный номер телефона')
      expect(serverMessage('Invalid service request', t)).toBe('Некорректный запрос на услугу')
      expect(serverMessage('HTTP 409', t)).toBe('Ошибка HTTP 409')
    })

    it('says the length limit with the Russian plural and number format', () => {
      expect(serverFieldMessage('message', 'Message is too long (2,000 characters at most)', t)).toBe(
        `Сообщение слишком длинное (не более 2${'\u00a0'}000 символов)`,
      )
      expect(serverFieldMessage('name', 'Name is too long (1 characters at most)', t)).toBe('Имя слишком длинное (не более 1 символа)')
      expect(serverFieldMessage('name', 'Name is too long (3 characters at most)', t)).toBe('Имя слишком длинное (не более 3 символов)')
      expect(serverFieldMessage('name', 'Name is too long (21 characters at most)', t)).toBe('Имя слишком длинное (не более 21 символа)')
      expect(serverFieldMessage('name', 'Name is too long (100 characters at most)', t)).toBe('Имя слишком длинное (не более 100 символов)')
    })

    it('shows what it cannot map as the server wrote it', () => {
      expect(serverFieldMessage('email', 'Mailbox is full', t)).toBe('Mailbox is full')
      // A message about another field is not taken for this one's.
      expect(serverFieldMessage('email', 'Name is required', t)).toBe('Name is required')
      expect(serverMessage('Request body larger than 8192 bytes', t)).toBe('Request body larger than 8192 bytes')
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
      expect(refusedNotice('Storage Solutions', 'Invalid service request')).toEqual({
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
      expect(serverFieldMessage('message', 'Message is too long (2,000 characters at most)', t)).toBe(
        `Le message est trop long (2${NNBSP}000 caractères au maximum)`,
      )
      expect(serverFieldMessage('name', 'Name is too long (1 characters at most)', t)).toBe('Le nom est trop long (1 caractère au maximum)')
    })
  })

  describe('in Hebrew', () => {
    beforeAll(() => activateLanguage('he', areas))
    afterAll(() => activateLanguage('en', areas))

    it('uses the Hebrew dual', () => {
      expect(serverFieldMessage('name', 'Name is too long (2 characters at most)', t)).toBe('השם ארוך מדי (עד שני תווים)')
      expect(serverFieldMessage('name', 'Name is too long (100 characters at most)', t)).toBe('השם ארוך מדי (עד 100 תווים)')
      expect(refusedNotice('Storage Solutions', 'HTTP 400').message).toContain('פתרונות אחסון')
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
    expect(refusedNotice('Storage Solutions', 'HTTP 400').message).toBe(
      'Your saved request for Storage Solutions was not accepted (HTTP 400). Please open My Services and send it again.',
    )
  })
})
