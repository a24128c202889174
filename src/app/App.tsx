import './mantine-styles'
import '@mantine/notifications/styles.layer.css'
import './global.css'
import { DirectionProvider, localStorageColorSchemeManager, MantineProvider, useDirection } from '@mantine/core'
import { startTransition, StrictMode, useEffect } from 'react'
import type { createRoot } from 'react-dom/client'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { createPersistOptions, restorePersisted } from './persist'
import { createQueryClient } from './query-client'
import { forgetFailedStylesheets } from '@/lib/failed-stylesheets'
import { nextTask } from '@/lib/start'
import { createAppRouter } from './router'
import { theme } from './theme'
import { currentLanguageChoice } from '@/i18n/choice'
import { directionOf } from '@/i18n/languages'
import { PreferencesProvider } from '@/i18n/preferences'
import { activateLanguage, LanguageProvider, useLanguage } from '@/i18n/react'
import { storage } from '@/content/storage-keys'
import { dropPaintedFrame } from '@/shell/painted-frame'

/** Light, dark or the system's: the person's choice is kept on this device (the settings panel). */
const colorSchemeManager = localStorageColorSchemeManager({ key: storage.colorScheme.name })

/** Mantine's direction (drawers, popovers, sliders) follows the language's. */
function DirectionFollowsLanguage() {
  const { dir } = useLanguage()
  const { setDirection } = useDirection()
  useEffect(() => setDirection(dir), [dir, setDirection])
  return null
}

/**
 * After the first render: an overlay painted by the server for the address has been taken over by the
 * app's overlay in the same commit (its layout effect); if the address showed something else (an error
 * page, say), the painted frame must not stay over it.
 */
function PaintedFrameHandOver() {
  useEffect(dropPaintedFrame, [])
  return null
}

/**
 * Creates the app's clients (query cache, its persistence, the router) and the root component, each step
 * in a task of its own. It resolves once the router has matched the address and fetched the matched
 * routes' code, so the first render has everything and can run as one time-sliced transition, instead of
 * suspending and then re-rendering the page in one blocking pass when the chunks arrive. A failure still
 * renders (the route's error page).
 */
export async function createApp() {
  // A screen's stylesheet that could not come is fetched again when the screen is tried again.
  forgetFailedStylesheets()
  // The shell's catalog in the person's language loads beside the app's code and the first route's.
  const language = currentLanguageChoice()
  const languageReady = activateLanguage(language)
  const queryClient = createQueryClient()
  // What an earlier visit kept is in the cache before any loader fetches (persist.ts says why).
  await restorePersisted(queryClient, createPersistOptions())
  await nextTask()
  const router = createAppRouter(queryClient)
  await nextTask()
  await router.load().catch((error: unknown) => console.error('Route loading failed', error))
  await languageReady

  function App() {
    return (
      <LanguageProvider>
        <PreferencesProvider>
          <DirectionProvider initialDirection={directionOf(language)} detectDirection={false}>
            <DirectionFollowsLanguage />
            <PaintedFrameHandOver />
            <MantineProvider
              theme={theme}
              defaultColorScheme="auto"
              colorSchemeManager={colorSchemeManager}
              withCssVariables={false}
              withGlobalClasses={false}
            >
              <QueryClientProvider client={queryClient}>
                <RouterProvider router={router} />
              </QueryClientProvider>
            </MantineProvider>
          </DirectionProvider>
        </PreferencesProvider>
      </LanguageProvider>
    )
  }
  /** The first render, as a transition that React builds in slices. */
  function render(container: HTMLElement, create: typeof createRoot) {
    startTransition(() => {
      create(container).render(
        <StrictMode>
          <App />
        </StrictMode>,
      )
    })
  }
  return { App, render }
}

// main.tsx cuts its own steps with it: the entry imports nothing the app's chunks hold, so that nothing
// of the app is fetched before the first screen is painted.
export { nextTask }
