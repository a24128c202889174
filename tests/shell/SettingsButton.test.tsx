import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { SettingsButton } from '@/shell/SettingsButton'
import { renderWithProviders, restoreEnglish } from '../render'

afterEach(restoreEnglish)

describe('the settings button', () => {
  it('is named Settings; on a phone its name also holds the language code it shows', async () => {
    const { unmount } = await renderWithProviders(<SettingsButton />)
    expect(screen.getByRole('button', { name: 'Settings' })).toHaveAttribute('aria-haspopup', 'dialog')
    unmount()
    await renderWithProviders(<SettingsButton compact />)
    const button = screen.getByRole('button', { name: 'Settings EN' })
    expect(button).toHaveTextContent('EN')
  })

  it('speaks the active language, the code set apart inside Hebrew', async () => {
    await renderWithProviders(<SettingsButton compact />, { language: 'he' })
    expect(screen.getByRole('button', { name: 'הגדרות \u2068HE\u2069' })).toHaveTextContent('HE')
  })
})
