// The services panel in another language: the cards, the dialog, its checks, the server's words and the
// toast are Russian (or Hebrew), while the request still names the service in canonical English.
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MantineProvider } from '@mantine/core'
import { Notifications, notifications } from '@mantine/notifications'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { theme } from '@/app/theme'
import { ServicesPanel } from '@/features/services/ServicesPanel'
import { areas } from '@/i18n/catalogs'
import { activateLanguage, LanguageProvider } from '@/i18n/react'

if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true })
}

function serve(status = 202, body: unknown = { ok: true, id: 'SR-20261122-1A2B3C4D', receivedAt: '2026-11-22T12:00:00.000Z' }) {
  const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => Response.json(body, { status }))
  vi.stubGlobal('fetch', fetch)
  return fetch
}

async function renderIn(language: string) {
  await activateLanguage(language, areas)
  const user = userEvent.setup()
  render(
    <LanguageProvider>
      <MantineProvider theme={theme} env="test">
        <ServicesPanel />
        <Notifications />
      </MantineProvider>
    </LanguageProvider>,
  )
  return user
}

async function paste(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field)
  await user.paste(text)
}

beforeEach(() => localStorage.clear())
afterEach(async () => {
  act(() => notifications.clean())
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  await activateLanguage('en', areas)
})

describe('ServicesPanel in Russian', { timeout: 45_000 }, () => {
  it('names and describes the services, and orders one in Russian', async () => {
    serve()
    const user = await renderIn('ru')
    const cards = screen.getAllByRole('article')
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Налоги — декларации и консультации',
      'Перевозка и логистика',
      'Поиск жилья — временное, аренда и покупка',
      'Как справиться с переменами — помощь психолога',
      'Хранение вещей',
    ])
    expect(screen.getByRole('list', { name: 'Услуги' })).toBeInTheDocument()
    expect(cards[4]).toHaveTextContent(/климат-контролем/)

    await user.click(within(screen.getByRole('article', { name: 'Хранение вещей' })).getByRole('button', { name: 'Заказать услугу' }))
    const dialog = await screen.findByRole('dialog', { name: 'Запрос информации об услуге' })
    expect(dialog).toHaveTextContent('Расскажите подробнее, что вам нужно по услуге «Хранение вещей»')
    expect(within(dialog).getByRole('button', { name: 'Закрыть' })).toBeInTheDocument()
    // A phone number and an address are written left to right in every language.
    expect(within(dialog).getByRole('textbox', { name: 'Телефон' }).closest('[dir]')).toHaveAttribute('dir', 'ltr')
    expect(within(dialog).getByRole('textbox', { name: 'Электронная почта' }).closest('[dir]')).toHaveAttribute('dir', 'ltr')
    expect(within(dialog).getByRole('textbox', { name: 'Имя' })).toHaveAttribute('placeholder', 'Имя и фамилия')

    await user.click(within(dialog).getByRole('button', { name: 'Отправить запрос' }))
    expect(within(dialog).getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Укажите имя', 'Укажите адрес электронной почты', 'Напишите сообщение'])
  })

  it('sends the canonical English name, and says it is sent in Russian', async () => {
    const fetch = serve()
    const user = await renderIn('ru')
    await user.click(within(screen.getByRole('article', { name: 'Перевозка и логистика' })).getByRole('button', { name: 'Заказать услугу' }))
    const dialog = await screen.findByRole('dialog', { name: 'Запрос информации об услуге' })
    await paste(user, within(dialog).getByRole('textbox', { name: 'Имя' }), 'Дана')
    await paste(user, within(dialog).getByRole('textbox', { name: 'Электронная почта' }), 'dana@example.org')
    await paste(user, within(dialog).getByRole('textbox', { name: 'Сообщение' }), 'Переезжаем в марте.')
    await user.click(within(dialog).getByRole('button', { name: 'Отправить запрос' }))
    expect(within(dialog).getByRole('button', { name: 'Отправка…' })).toBeVisible()

    expect(await screen.findByText('Запрос отправлен')).toBeVisible()
    expect(screen.getByText(/Ваш запрос по услуге «Перевозка и логистика» отправлен/)).toBeVisible()
    const [, init] = fetch.mock.calls[0] ?? []
    expect(JSON.parse(String(init?.body))).toMatchObject({ service: 'Shipping & Logistics', name: 'Дана' })
  })

  it('words the server’s refusal in Russian, its length limit with the Russian plural and number format', async () => {
    serve(422, {
      error: 'Invalid service request',
      code: 'invalid_request',
      fields: { message: 'Message is too long (2,000 characters at most)', phone: 'Call us instead' },
      problems: [
        { field: 'message', code: 'too_long', limit: 2000 },
        { field: 'phone', code: 'a-code-this-app-does-not-know' },
      ],
    })
    const user = await renderIn('ru')
    await user.click(within(screen.getByRole('article', { name: 'Хранение вещей' })).getByRole('button', { name: 'Заказать услугу' }))
    const dialog = await screen.findByRole('dialog', { name: 'Запрос информации об услуге' })
    await paste(user, within(dialog).getByRole('textbox', { name: 'Имя' }), 'Дана')
    await paste(user, within(dialog).getByRole('textbox', { name: 'Электронная почта' }), 'dana@example.org')
    await paste(user, within(dialog).getByRole('textbox', { name: 'Сообщение' }), 'Привет')
    await user.click(within(dialog).getByRole('button', { name: 'Отправить запрос' }))

    expect(await within(dialog).findByText('Некорректный запрос на услугу')).toBeVisible()
    expect(within(dialog).getByRole('textbox', { name: 'Сообщение' })).toHaveAccessibleDescription('Сообщение слишком длинное (не более 2\u00a0000 символов)')
    // What the app cannot map is shown as the server wrote it.
    expect(within(dialog).getByRole('textbox', { name: 'Телефон' })).toHaveAccessibleDescription(/Call us instead/)
  })

  it('rewords the form’s errors when the language changes with the dialog open', async () => {
    serve()
    const user = await renderIn('ru')
    await user.click(within(screen.getByRole('article', { name: 'Хранение вещей' })).getByRole('button', { name: 'Заказать услугу' }))
    const dialog = await screen.findByRole('dialog', { name: 'Запрос информации об услуге' })
    await user.click(within(dialog).getByRole('button', { name: 'Отправить запрос' }))
    expect(within(dialog).getByRole('textbox', { name: 'Имя' })).toHaveAccessibleDescription('Укажите имя')

    await act(() => activateLanguage('he', areas))
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'בקשת מידע על השירות' })).toBeInTheDocument())
    expect(screen.getByRole('textbox', { name: 'שם' })).toHaveAccessibleDescription('יש להזין שם')
    expect(screen.getByText('ספרו לנו עוד על הצרכים שלכם בנושא פתרונות אחסון')).toBeInTheDocument()
  })
})
