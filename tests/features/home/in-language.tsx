// Renders a component as tests/render.tsx does, then switches the app to another language the way a
// person does (the provider's setLanguage: at once, without a reload), so formats follow it too.
// `backToEnglish` undoes it: English catalogs, <html lang dir>, and no remembered choice.
import type { ReactNode } from 'react'
import { act, cleanup } from '@testing-library/react'
import { areas } from '@/i18n/catalogs'
import { activateLanguage, useLanguage } from '@/i18n/react'
import { renderWithProviders } from '../../render'

export async function renderIn(language: string, ui: ReactNode, options?: Parameters<typeof renderWithProviders>[1]) {
  let switchTo: ((language: string) => Promise<void>) | undefined
  function Switch() {
    switchTo = useLanguage().setLanguage
    return null
  }
  const result = await renderWithProviders(
    <>
      {ui}
      <Switch />
    </>,
    options,
  )
  if (language !== 'en') {
    await act(async () => {
      await switchTo?.(language)
    })
  }
  return result
}

export async function backToEnglish(): Promise<void> {
  // Unmounted first: nothing rendered re-renders in English outside act().
  cleanup()
  await activateLanguage('en', areas)
  localStorage.clear()
  document.cookie = 'waypoint-lang=; Path=/; Max-Age=0'
}
