import './mantine-styles'
import '@mantine/notifications/styles.layer.css'
import './global.css'
import { MantineProvider } from '@mantine/core'
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client'
import { RouterProvider } from '@tanstack/react-router'
import { createPersistOptions, saveWhenRestored } from './persist'
import { createQueryClient } from './query-client'
import { createAppRouter } from './router'
import { theme } from './theme'

const queryClient = createQueryClient()
const router = createAppRouter(queryClient)

/**
 * Resolves once the router has matched the address and fetched the matched routes' code, so the first
 * render has everything and can run as one time-sliced transition, instead of suspending and then
 * re-rendering the page in one blocking pass when the chunks arrive. A failure still renders (the
 * route's error page).
 */
export function appReady(): Promise<void> {
  return router.load().catch((error: unknown) => console.error('Route loading failed', error))
}
const persistOptions = createPersistOptions()
const onRestored = saveWhenRestored(queryClient, persistOptions)

export function App() {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions} onSuccess={onRestored}>
        <RouterProvider router={router} />
      </PersistQueryClientProvider>
    </MantineProvider>
  )
}
