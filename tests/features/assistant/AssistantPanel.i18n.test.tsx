// The assistant panel in another language: the button, the popover and its ten questions, the frame's
// name and the offline message come from the assistant catalog.
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MantineProvider } from '@mantine/core'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { theme } from '@/app/theme'
import { assistantExamples } from '@/content/assistant'
import { AssistantPanel } from '@/features/assistant/AssistantPanel'
import { areas } from '@/i18n/catalogs'
import { activateLanguage, LanguageProvider } from '@/i18n/react'
import english from '@/locales/en/assistant.json'

let online = true
beforeEach(() => {
  online = true
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online)
  // The demo chatbot is on the app's own origin: the frame asks for it once with fetch; here it waits.
  vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => undefined))
})
afterEach(async () => {
  vi.restoreAllMocks()
  await activateLanguage('en', areas)
})

async function renderIn(language: string) {
  await activateLanguage(language, areas)
  render(
    <LanguageProvider>
      <MantineProvider theme={theme} env="test">
        <AssistantPanel />
      </MantineProvider>
    </LanguageProvider>,
  )
}

describe('AssistantPanel in other languages', () => {
  it('asks its ten example questions in Russian', async () => {
    const user = userEvent.setup()
    await renderIn('ru')
    await user.click(screen.getByRole('button', { name: 'Примеры вопросов на каждый день' }))
    const popover = await screen.findByRole('dialog', { name: 'Можно спросить, например…' })
    const items = within(popover).getAllByRole('listitem').map((item) => item.textContent)
    expect(items).toHaveLength(10)
    expect(items[0]).toBe('Как найти надёжного сантехника или электрика?')
    expect(items).toContain('Как найти русскоязычного врача?')
    for (const item of items) expect(item).toMatch(/\?$/)
    expect(screen.getByTitle('Чат с ИИ-помощником').tagName).toBe('IFRAME')
  })

  it('says it is offline in Hebrew', async () => {
    online = false
    await renderIn('he')
    expect(screen.getByRole('heading', { name: 'אין חיבור לאינטרנט' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'דוגמאות לשאלות יומיומיות שאפשר לשאול' })).toBeInTheDocument()
  })

  it('asks in English exactly the questions of content/assistant.ts (the demo chatbot’s)', () => {
    for (const { id, question } of assistantExamples) expect(english[`assistant.example.${id}`]).toBe(question)
  })
})
