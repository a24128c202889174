import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MantineProvider } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { config } from '@/app/config'
import { theme } from '@/app/theme'
import { CommunityPanel } from '@/features/community/CommunityPanel'
import { areas } from '@/i18n/catalogs'
import { activateLanguage, LanguageProvider } from '@/i18n/react'

let show: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  show = vi.spyOn(notifications, 'show').mockImplementation(() => 'toast')
})
afterEach(async () => {
  vi.restoreAllMocks()
  await activateLanguage('en', areas)
})

async function renderIn(language: string) {
  await activateLanguage(language, areas)
  const user = userEvent.setup()
  render(
    <LanguageProvider>
      <MantineProvider theme={theme} env="test">
        <CommunityPanel />
      </MantineProvider>
    </LanguageProvider>,
  )
  return user
}

describe('CommunityPanel in other languages', () => {
  it('welcomes in Hebrew, keeps the product names, and the link reads left to right', async () => {
    const user = await renderIn('he')
    expect(screen.getByRole('heading', { name: 'ברוכים הבאים! אתם לא עוברים לבד.' })).toBeInTheDocument()
    expect(screen.getByText(/^קהילת Waypoint היא קבוצה/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'להצטרף לקבוצת WhatsApp' })).toHaveAttribute('href', config.links.communityGroup)
    expect(screen.getByText(config.links.communityGroup)).toHaveAttribute('dir', 'ltr')

    vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined)
    await user.click(screen.getByRole('button', { name: 'להעתיק' }))
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ title: 'הקישור הועתק', message: 'אפשר לשתף אותו עם כל מי שעובר איתכם.' }))
  })

  it('says in French when the link could not be copied', async () => {
    const user = await renderIn('fr')
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'))
    await user.click(screen.getByRole('button', { name: 'Copier' }))
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ title: 'Impossible de copier le lien', color: 'red' }))
    expect(screen.getByRole('link', { name: 'Rejoindre le groupe WhatsApp' })).toBeInTheDocument()
  })
})
