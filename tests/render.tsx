// Render helpers: Mantine (env="test": no transitions, no portals), a fresh QueryClient (no retries)
// and a memory-history router, so components are found by role and name as a person would.
import type { ReactNode } from 'react'
import { MantineProvider } from '@mantine/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  Outlet,
  RouterProvider,
  type AnyRouter,
} from '@tanstack/react-router'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createAppRouter } from '@/app/router'
import { theme } from '@/app/theme'
import { areas } from '@/i18n/catalogs'
import { PreferencesProvider } from '@/i18n/preferences'
import { activateLanguage, LanguageProvider } from '@/i18n/react'

/** Every area's catalog in `language` (English unless a test asks for another), active before rendering. */
export async function activateTestLanguage(language = 'en'): Promise<void> {
  await activateLanguage(language, areas)
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } })
}

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

/** Renders one component inside a router whose every path shows it. */
export async function renderWithProviders(ui: ReactNode, { path = '/', queryClient = createTestQueryClient(), language = 'en' } = {}) {
  const rootRoute = createRootRoute({
    component: () => (
      <>
        {ui}
        <Outlet />
      </>
    ),
  })
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [path] }),
    // Every path renders `ui`; there are no child routes to find.
    defaultNotFoundComponent: () => null,
  })
  await Promise.all([router.load(), activateTestLanguage(language)])
  const result = render(<Providers queryClient={queryClient} router={router} />)
  return { ...result, router, queryClient, user: userEvent.setup() }
}

/** Renders the whole app (every route) at a path, in English unless `language` says otherwise. */
export async function renderApp(path: string, { queryClient = createTestQueryClient(), language = 'en' } = {}) {
  const router = createAppRouter(queryClient)
  router.update({ ...router.options, history: createMemoryHistory({ initialEntries: [path] }) })
  await Promise.all([router.load(), activateTestLanguage(language)])
  const result = render(<Providers queryClient={queryClient} router={router} />)
  return { ...result, router, queryClient, user: userEvent.setup() }
}

/** Back to English, as every other test expects (the setup's language), after a test in another one. */
export const restoreEnglish = () => activateTestLanguage('en')

export { screen }
