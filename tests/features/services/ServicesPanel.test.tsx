import { act, screen, waitFor, within } from '@testing-library/react'
import { Notifications, notifications } from '@mantine/notifications'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { services } from '@/content/services'
import { ServicesPanel } from '@/features/services/ServicesPanel'
import { renderWithProviders } from '../../render'

// jsdom has no FontFaceSet; Mantine's autosizing Textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true })
}

const names = [
  'Taxes – Filing & Advisory',
  'Shipping & Logistics',
  'Property Search – Temporary, Rental & Purchase',
  'Tools for Coping with Change – Expert Psychologist',
  'Storage Solutions',
]

/** The backend function: 202 with a reference, or what the test sets. */
function serve(status = 202, body: unknown = { ok: true, id: 'SR-20261122-1A2B3C4D', receivedAt: '2026-11-22T12:00:00.000Z' }) {
  const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => Response.json(body, { status }))
  vi.stubGlobal('fetch', fetch)
  return fetch
}

const sentBodies = (fetch: ReturnType<typeof serve>) => fetch.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as Record<string, string>)

async function renderPanel() {
  return renderWithProviders(
    <>
      <ServicesPanel />
      <Notifications />
    </>,
  )
}

/** Types into a field the fast way (a paste), as the machine running the tests is slow. */
async function enter(user: Awaited<ReturnType<typeof renderPanel>>['user'], field: HTMLElement, text: string) {
  await user.click(field)
  await user.paste(text)
}

async function openDialog(user: Awaited<ReturnType<typeof renderPanel>>['user'], service: string) {
  const card = screen.getByRole('article', { name: service })
  await user.click(within(card).getByRole('button', { name: 'Order Service' }))
  return screen.findByRole('dialog', { name: 'Request Service Information' })
}

beforeEach(() => localStorage.clear())
afterEach(() => {
  act(() => notifications.clean())
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('ServicesPanel', { timeout: 45_000 }, () => {
  it('shows the five services, each with a description, an icon and Order Service', async () => {
    serve()
    await renderPanel()
    const cards = screen.getAllByRole('article')
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual(names)
    for (const [index, card] of cards.entries()) {
      expect(card).toHaveTextContent(services[index]?.description ?? 'missing')
      expect(card.querySelector('svg')).not.toBeNull()
      expect(within(card).getByRole('button', { name: 'Order Service' })).toBeVisible()
    }
  })

  it("opens 'Request Service Information' for the chosen service, focused on Name", async () => {
    serve()
    const { user } = await renderPanel()
    const dialog = await openDialog(user, 'Shipping & Logistics')
    expect(dialog).toHaveTextContent('Tell us more about your needs for Shipping & Logistics')
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveFocus())
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveAttribute('type', 'email')
    expect(within(dialog).getByRole('textbox', { name: 'Phone' })).toHaveAttribute('type', 'tel')
    expect(within(dialog).getByRole('textbox', { name: 'Phone' })).not.toBeRequired()
    for (const name of ['Name', 'Email', 'Message']) expect(within(dialog).getByRole('textbox', { name })).toBeRequired()
    expect(within(dialog).getByRole('button', { name: 'Submit Request' })).toBeVisible()
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible()
  })

  it('shows each wrong field’s error beside it, announced, and sends nothing', async () => {
    const fetch = serve()
    const { user } = await renderPanel()
    const dialog = await openDialog(user, 'Storage Solutions')
    await user.click(within(dialog).getByRole('button', { name: 'Submit Request' }))

    const name = within(dialog).getByRole('textbox', { name: 'Name' })
    expect(name).toHaveAttribute('aria-invalid', 'true')
    expect(name).toHaveAccessibleDescription('Name is required')
    expect(name).toHaveFocus()
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Email is required')
    expect(within(dialog).getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription('Message is required')
    expect(within(dialog).getAllByRole('alert').map((alert) => alert.textContent)).toEqual(['Name is required', 'Email is required', 'Message is required'])
    expect(within(dialog).getByRole('textbox', { name: 'Phone' })).not.toHaveAttribute('aria-invalid', 'true')

    await enter(user, within(dialog).getByRole('textbox', { name: 'Email' }), 'dana@example')
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Please enter a valid email address')
    await enter(user, within(dialog).getByRole('textbox', { name: 'Name' }), 'Dana')
    expect(within(dialog).queryByText('Name is required')).not.toBeInTheDocument()
    expect(fetch).not.toHaveBeenCalled()
  })

  it("sends the request: 'Sending...' for 1.5 s, then a notice, the form cleared and closed", async () => {
    const fetch = serve()
    const { user } = await renderPanel()
    const dialog = await openDialog(user, 'Taxes – Filing & Advisory')
    await enter(user, within(dialog).getByRole('textbox', { name: 'Name' }), 'Dana Levi')
    await enter(user, within(dialog).getByRole('textbox', { name: 'Email' }), 'dana@example.org')
    await enter(user, within(dialog).getByRole('textbox', { name: 'Phone' }), '+972 50 123 4567')
    await enter(user, within(dialog).getByRole('textbox', { name: 'Message' }), 'We move in March.')
    const started = Date.now()
    await user.click(within(dialog).getByRole('button', { name: 'Submit Request' }))

    expect(within(dialog).getByRole('button', { name: 'Sending...' })).toBeVisible()
    // Said, not only shown: the form's own live region.
    expect(within(dialog).getByRole('status')).toHaveTextContent('Sending...')
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Request Service Information' })).not.toBeInTheDocument())
    expect(Date.now() - started).toBeGreaterThanOrEqual(1450)
    expect(await screen.findByText('Request sent')).toBeVisible()
    expect(screen.getByText(/Your request for Taxes – Filing & Advisory has been sent/)).toBeVisible()
    expect(sentBodies(fetch)).toEqual([
      {
        name: 'Dana Levi',
        email: 'dana@example.org',
        phone: '+972 50 123 4567',
        message: 'We move in March.',
        service: 'Taxes – Filing & Advisory',
        idempotencyKey: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
      },
    ])

    const again = await openDialog(user, 'Taxes – Filing & Advisory')
    for (const name of ['Name', 'Email', 'Phone', 'Message']) expect(within(again).getByRole('textbox', { name })).toHaveValue('')
  })

  it('Cancel closes and gives focus back to the button; the half-typed form is kept, a reload included', async () => {
    serve()
    const first = await renderPanel()
    let dialog = await openDialog(first.user, 'Storage Solutions')
    await enter(first.user, within(dialog).getByRole('textbox', { name: 'Name' }), 'Dana')
    await enter(first.user, within(dialog).getByRole('textbox', { name: 'Message' }), 'Two rooms of furniture')
    await first.user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Request Service Information' })).not.toBeInTheDocument())
    const button = within(screen.getByRole('article', { name: 'Storage Solutions' })).getByRole('button', { name: 'Order Service' })
    await waitFor(() => expect(button).toHaveFocus())

    dialog = await openDialog(first.user, 'Storage Solutions')
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Dana')
    // Another service has its own (empty) draft.
    await first.user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    dialog = await openDialog(first.user, 'Shipping & Logistics')
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('')

    // "Reload": a new page renders from scratch.
    first.unmount()
    const second = await renderPanel()
    dialog = await openDialog(second.user, 'Storage Solutions')
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Dana')
    expect(within(dialog).getByRole('textbox', { name: 'Message' })).toHaveValue('Two rooms of furniture')
  })

  it('shows the server’s reasons when it refuses the request, and keeps the dialog open', async () => {
    serve(422, { error: 'Invalid service request', fields: { email: 'Email is not valid' } })
    const { user } = await renderPanel()
    const dialog = await openDialog(user, 'Storage Solutions')
    await enter(user, within(dialog).getByRole('textbox', { name: 'Name' }), 'Dana')
    await enter(user, within(dialog).getByRole('textbox', { name: 'Email' }), 'dana@example.org')
    await enter(user, within(dialog).getByRole('textbox', { name: 'Message' }), 'Hello')
    await user.click(within(dialog).getByRole('button', { name: 'Submit Request' }))
    expect(await within(dialog).findByText('Invalid service request')).toBeVisible()
    expect(within(dialog).getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Email is not valid')
    expect(screen.getByRole('dialog', { name: 'Request Service Information' })).toBeVisible()
  })

  it('offline: saves the request, says it will be sent when back online, and sends it once when the connection returns', async () => {
    const fetch = serve()
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const { user } = await renderPanel()
    const dialog = await openDialog(user, 'Shipping & Logistics')
    await enter(user, within(dialog).getByRole('textbox', { name: 'Name' }), 'Dana')
    await enter(user, within(dialog).getByRole('textbox', { name: 'Email' }), 'dana@example.org')
    await enter(user, within(dialog).getByRole('textbox', { name: 'Message' }), 'From a tunnel')
    await user.click(within(dialog).getByRole('button', { name: 'Submit Request' }))
    expect(within(dialog).getByRole('button', { name: 'Sending...' })).toBeVisible()
    expect(await screen.findByText(/You are offline\. Your request is saved and will be sent when you are back online\./)).toBeVisible()
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Request Service Information' })).not.toBeInTheDocument())
    expect(fetch).not.toHaveBeenCalled()

    onLine.mockReturnValue(true)
    act(() => void window.dispatchEvent(new Event('online')))
    expect(await screen.findByText(/your saved request for Shipping & Logistics has been sent/)).toBeVisible()
    // Sent once: a second online event sends nothing more (tests/features/services/sync.test.ts drives that
    // with the clock; here it would take a wait for something not to happen).
    expect(sentBodies(fetch)).toEqual([expect.objectContaining({ name: 'Dana', service: 'Shipping & Logistics' })])
  })
})

describe('a chosen service (/services?service=…)', () => {
  it('opens its request dialog at once', async () => {
    renderWithProviders(<ServicesPanel chosen="shipping" />)
    const dialog = await screen.findByRole('dialog', { name: 'Request Service Information' })
    expect(within(dialog).getByText('Tell us more about your needs for Shipping & Logistics')).toBeInTheDocument()
  })
})
