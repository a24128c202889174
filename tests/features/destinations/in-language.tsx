// Rendering the destinations area in a language other than English: the shared helpers (tests/render.tsx)
// always activate English first, so these set up the same providers after activating `language`.
import type { ReactNode } from 'react'
import { MantineProvider } from '@mantine/core'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, Outlet, RouterProvider, type AnyRouter } from '@tanstack/react-router'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createAppRouter } from '@/app/router'
import { theme } from '@/app/theme'
import { areas } from '@/i18n/catalogs'
import { PreferencesProvider } from '@/i18n/preferences'
import { activateLanguage, LanguageProvider } from '@/i18n/react'
import { createTestQueryClient } from '../../render'

async function mount(router: AnyRouter, queryClient: QueryClient, language: string) {
  await Promise.all([router.load(), activateLanguage(language, areas)])
  const result = render(
    <LanguageProvider>
      <PreferencesProvider>
        <MantineProvider theme={theme} env="test">
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </MantineProvider>
      </PreferencesProvider>
    </LanguageProvider>,
  )
  return { ...result, router, queryClient, user: userEvent.setup() }
}

/** One component, in `language` (every path shows it). */
export function renderInLanguage(ui: ReactNode, language: string) {
  const rootRoute = createRootRoute({
    component: () => (
      <>
        {ui}
        <Outlet />
      </>
    ),
  })
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }), defaultNotFoundComponent: () => null })
  return mount(router, createTestQueryClient(), language)
}

/** The whole app at a path, in `language`. */
export function renderAppInLanguage(path: string, language: string) {
  const queryClient = createTestQueryClient()
  const router = createAppRouter(queryClient)
  router.update({ ...router.options, history: createMemoryHistory({ initialEntries: [path] }) })
  return mount(router, queryClient, language)
}

/** Back to English, as every other test expects (the setup's language). */
export const restoreEnglish = () => activateLanguage('en', areas)
