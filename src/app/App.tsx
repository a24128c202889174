import './mantine-styles'
import '@mantine/notifications/styles.layer.css'
import './global.css'
import { MantineProvider } from '@mantine/core'
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client'
import { RouterProvider } from '@tanstack/react-router'
import { createPersistOptions, saveWhenRestored } from './persist'
import { createQueryClient } from './query-client'
import { nextTask } from '@/lib/next-task'
import { createAppRouter } from './router'
import { theme } from './theme'

/**
 * Creates the app's clients (query cache, its persistence, the router) and the root component, each step
 * in a task of its own. It resolves once the router has matched the address and fetched the matched
 * routes' code, so the first render has everything and can run as one time-sliced transition, instead of
 * suspending and then re-rendering the page in one blocking pass when the chunks arrive. A failure still
 * renders (the route's error page).
 */
export async function createApp() {
  const queryClient = createQueryClient()
  const persistOptions = createPersistOptions()
  const onRestored = saveWhenRestored(queryClient, persistOptions)
  await nextTask()
  const router = createAppRouter(queryClient)
  await nextTask()
  await router.load().catch((error: unknown) => console.error('Route loading failed', error))

  function App() {
    return (
      <MantineProvider theme={theme} defaultColorScheme="light" withCssVariables={false} withGlobalClasses={false}>
        <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions} onSuccess={onRestored}>
          <RouterProvider router={router} />
        </PersistQueryClientProvider>
      </MantineProvider>
    )
  }
  return { App }
}
