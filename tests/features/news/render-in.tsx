// Rendering in a language other than English: the shared helpers (tests/render.tsx) activate English
// before they render, so these do the same with the language asked for (which also sets <html dir>).
// Call restoreEnglish() after.
import type { ReactNode } from 'react'
import { MantineProvider } from '@mantine/core'
import { QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, createRootRoute, createRouter, Outlet, RouterProvider, type AnyRouter } from '@tanstack/react-router'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { QueryClient } from '@tanstack/react-query'
import { createAppRouter } from '@/app/router'
import { theme } from '@/app/theme'
import { areas } from '@/i18n/catalogs'
import { PreferencesProvider } from '@/i18n/preferences'
import { activateLanguage, LanguageProvider } from '@/i18n/react'
import { createTestQueryClient } from '../../render'

function Providers({ queryClient, router }: { queryClient: QueryClient; router: AnyRouter }) {
  return (
    <LanguageProvider>
      <PreferencesProvider>
        <MantineProvider theme={theme} env="test">
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </MantineProvider>
      </PreferencesProvider>
    </LanguageProvider>
  )
}

/** Renders one component, in `language`, inside a router whose every path shows it. */
export async function renderIn(language: string, ui: ReactNode, { path = '/', queryClient = createTestQueryClient() } = {}) {
  const rootRoute = createRootRoute({
    component: () => (
      <>
        {ui}
        <Outlet />
      </>
    ),
  })
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: [path] }), defaultNotFoundComponent: () => null })
  await Promise.all([router.load(), activateLanguage(language, areas)])
  const result = render(<Providers queryClient={queryClient} router={router} />)
  return { ...result, router, queryClient, user: userEvent.setup() }
}

/** Renders the whole app at a path, in `language`. */
export async function renderAppIn(language: string, path: string, { queryClient = createTestQueryClient() } = {}) {
  const router = createAppRouter(queryClient)
  router.update({ ...router.options, history: createMemoryHistory({ initialEntries: [path] }) })
  await Promise.all([router.load(), activateLanguage(language, areas)])
  const result = render(<Providers queryClient={queryClient} router={router} />)
  return { ...result, router, queryClient, user: userEvent.setup() }
}

export function restoreEnglish(): Promise<void> {
  return activateLanguage('en', areas)
}
