// A screen whose catalog is not loaded yet waits for it (Suspense), then shows its words; the render that
// resumes must call the same hooks as the one that waited, or React recovers with an error a person's
// console shows.
import { render, screen } from '@testing-library/react'
import { startTransition, Suspense, useState } from 'react'
import { afterAll, expect, it, vi } from 'vitest'
import { areas } from '@/i18n/catalogs'
import { activateLanguage, LanguageProvider, useArea, useT } from '@/i18n/react'

afterAll(() => activateLanguage('en', areas))

function Welcome() {
  useArea('community')
  const t = useT()
  // A hook after the wait: the render that resumes must call the same hooks as the one that waited.
  const [shown] = useState(true)
  return shown ? <h2>{t('community.welcome.title')}</h2> : null
}

const welcomeScreen = (
  <LanguageProvider>
    <Suspense fallback={<p>…</p>}>
      <Welcome />
    </Suspense>
  </LanguageProvider>
)

it('waits for a catalog that is not loaded, then shows it; rendered again, it reads the loaded one without waiting', async () => {
  await activateLanguage('fr', ['shell'])
  const errors = vi.spyOn(console, 'error')
  const { rerender } = render(<LanguageProvider><p>…</p></LanguageProvider>)
  startTransition(() => rerender(welcomeScreen))
  expect(await screen.findByRole('heading', { name: /^Bienvenue/ })).toBeInTheDocument()
  // Rendered again once loaded: it reads the settled catalog without waiting.
  rerender(welcomeScreen)
  expect(screen.getByRole('heading')).toBeInTheDocument()
  expect(errors.mock.calls.map((call) => String(call[0]))).not.toContainEqual(expect.stringMatching(/use\(\)|order of Hooks/))
  errors.mockRestore()
})
