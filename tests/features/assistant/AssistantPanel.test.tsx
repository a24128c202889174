import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MantineProvider } from '@mantine/core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { config } from '@/app/config'
import { theme } from '@/app/theme'
import { assistantExamples } from '@/content/assistant'
import { AssistantPanel } from '@/features/assistant/AssistantPanel'
import { en as demoPageWords } from '../../../server/demo/pages/messages/en'

let online = true
beforeEach(() => {
  online = true
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online)
  // A page on the app's own origin is asked for once with fetch (its frame cannot be inspected); here it waits.
  vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => undefined))
})
afterEach(() => vi.restoreAllMocks())

function renderPanel() {
  return render(
    <MantineProvider theme={theme} env="test">
      <AssistantPanel />
    </MantineProvider>,
  )
}

describe('AssistantPanel', () => {
  it("opens 'You can ask about...' with the ten example questions", async () => {
    const user = userEvent.setup()
    renderPanel()
    expect(screen.queryByText('You can ask about...')).not.toBeInTheDocument()
    const button = screen.getByRole('button', { name: 'Examples of daily questions I can ask' })
    await user.click(button)

    const popover = await screen.findByRole('dialog', { name: 'You can ask about...' })
    expect(within(popover).getByRole('heading', { name: 'You can ask about...' })).toBeInTheDocument()
    const items = within(popover).getAllByRole('listitem')
    expect(items).toHaveLength(10)
    expect(items.map((item) => item.textContent)).toEqual(assistantExamples.map((example) => example.question))
    for (const words of [
      /plumber or electrician/,
      /grocery delivery/,
      /meet other expats/,
      /playgrounds/,
      /rush hour/,
      /specialty groceries/,
      /English-speaking doctor/,
      /hidden gems/,
      /monthly public transport pass/,
      /family this weekend/,
    ]) {
      expect(within(popover).getByText(words)).toBeInTheDocument()
    }
    for (const item of items) expect(item.textContent).toMatch(/\?$/)

    // Escape closes it and gives focus back to the button.
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog', { name: 'You can ask about...' })).not.toBeInTheDocument()
    expect(button).toHaveFocus()
    expect(button).toHaveAttribute('aria-expanded', 'false')
  })

  it('embeds the chatbot 700 px high, sandboxed, titled, without a referrer', () => {
    renderPanel()
    const frame = screen.getByTitle('AI assistant chat')
    expect(frame.tagName).toBe('IFRAME')
    // The demo assistant is on the app's own origin: it is asked for in the language shown.
    const src = new URL(config.chatbotUrl)
    src.searchParams.set('lang', 'en')
    expect(frame).toHaveAttribute('src', src.href)
    expect(frame.style.height).toBe('700px')
    expect(frame).toHaveAttribute('sandbox', expect.stringContaining('allow-scripts'))
    expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer')
  })

  it('offline shows a clear message instead of the frame, and the frame when back online', () => {
    online = false
    renderPanel()
    expect(screen.getByRole('heading', { name: 'You are offline' })).toBeInTheDocument()
    expect(screen.getByText(/needs an internet connection/)).toBeInTheDocument()
    expect(screen.queryByTitle('AI assistant chat')).not.toBeInTheDocument()
    // The examples stay available offline.
    expect(screen.getByRole('button', { name: 'Examples of daily questions I can ask' })).toBeInTheDocument()

    online = true
    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    expect(screen.getByTitle('AI assistant chat')).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'You are offline' })).not.toBeInTheDocument()
  })

  it("suggests the same questions as the demo chatbot's chips", () => {
    expect(assistantExamples.map((example) => example.question)).toEqual(Object.values(demoPageWords.topics).map((topic) => topic.example))
  })
})
