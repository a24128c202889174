import './mantine-styles'
import '@mantine/notifications/styles.layer.css'
import './global.css'
import { MantineProvider } from '@mantine/core'
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client'
import { RouterProvider } from '@tanstack/react-router'
import { createPersistOptions } from './persist'
import { createQueryClient } from './query-client'
import { createAppRouter } from './router'
import { theme } from './theme'

const queryClient = createQueryClient()
const router = createAppRouter(queryClient)
const persistOptions = createPersistOptions()

export function App() {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" deduplicateCssVariables={false}>
      <PersistQueryClientProvider client={queryClient} persistOptions={persistOptions}>
        <RouterProvider router={router} />
      </PersistQueryClientProvider>
    </MantineProvider>
  )
}
