// The embedded viewer in another language: the own pages' names, the failure panel and its toast, the
// host bar (the host kept left to right) and the refusals come from the viewer catalog.
import { act, render, screen } from '@testing-library/react'
import { MantineProvider } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { theme } from '@/app/theme'
import { ExternalFrame } from '@/features/viewer/ExternalFrame'
import { resolveViewerAddress } from '@/features/viewer/address'
import { areas } from '@/i18n/catalogs'
import { activateLanguage, LanguageProvider } from '@/i18n/react'
import { FRAME_TIMEOUT_MS } from '@/lib/frame-load'

const ORIGIN = window.location.origin
const TERMS = `${ORIGIN}/demo/site/terms`

let show: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
  // A page on the app's own origin is asked for once with fetch (its frame cannot be inspected); here it waits.
  vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => undefined))
  show = vi.spyOn(notifications, 'show').mockImplementation(() => 'toast')
})
afterEach(async () => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  await activateLanguage('en', areas)
})

async function renderIn(language: string, address: string) {
  await activateLanguage(language, areas)
  vi.useFakeTimers()
  return render(
    <LanguageProvider>
      <MantineProvider theme={theme} env="test">
        <ExternalFrame address={address} />
      </MantineProvider>
    </LanguageProvider>,
  )
}

describe('ExternalFrame in other languages', () => {
  it('names an own page, and fails with its panel and toast, in Russian', async () => {
    await renderIn('ru', TERMS)
    expect(document.querySelector('iframe')).toHaveAttribute('title', 'Условия использования')
    expect(screen.getByRole('status', { name: 'Открываем страницу' })).toBeInTheDocument()

    act(() => vi.advanceTimersByTime(FRAME_TIMEOUT_MS))
    expect(screen.getByRole('heading', { name: 'Ошибка загрузки содержимого' })).toBeInTheDocument()
    expect(screen.getByText('Страница не ответила вовремя.')).toBeInTheDocument()
    expect(screen.getByText(TERMS)).toHaveAttribute('dir', 'ltr')
    // Our own page opens in a tab in Russian, as the frame asked for it.
    expect(screen.getByRole('link', { name: 'Лучше открыть в новой вкладке' })).toHaveAttribute('href', `${TERMS}?lang=ru`)
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument()
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Не удалось загрузить содержимое',
        message: 'При загрузке внешнего содержимого возникла проблема. Возможно, дело в ограничениях CORS.',
      }),
    )
  })

  it('names a foreign host in Hebrew, the host isolated left to right', async () => {
    await renderIn('he', 'example.org/guide')
    const bar = screen.getByRole('note', { name: 'דף מאתר אחר' })
    expect(bar).toHaveTextContent('הדף הזה מגיע מ־example.org, לא מ־Waypoint.')
    expect(screen.getByText('example.org')).toHaveAttribute('dir', 'ltr')
    expect(screen.getByRole('link', { name: 'לפתוח בכרטיסייה חדשה' })).toHaveAttribute('href', 'https://example.org/guide')
    expect(document.querySelector('iframe')).toHaveAttribute('title', 'דף מ־example.org')
  })

  it('refuses an address of the app itself in French, naming the app', async () => {
    await renderIn('fr', `${ORIGIN}/chatbot`)
    expect(screen.getByRole('heading', { name: 'Impossible d’ouvrir cette adresse' })).toBeInTheDocument()
    expect(screen.getByText(/^Cette adresse est celle de l’application Waypoint elle-même/)).toBeInTheDocument()
  })

  it('renames the own page when the language changes', async () => {
    await renderIn('fr', TERMS)
    expect(document.querySelector('iframe')).toHaveAttribute('title', 'Conditions d’utilisation')
    await act(() => activateLanguage('he', areas))
    expect(document.querySelector('iframe')).toHaveAttribute('title', 'תנאי השימוש')
    expect(resolveViewerAddress(TERMS, ORIGIN)).toMatchObject({ kind: 'own', title: 'תנאי השימוש' })
  })
})
