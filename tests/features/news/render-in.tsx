// Rendering in a language other than English, with the shared helpers (tests/render.tsx), which also set
// <html dir>. Call restoreEnglish() after.
import type { ReactNode } from 'react'
import type { QueryClient } from '@tanstack/react-query'
import { renderApp, renderWithProviders } from '../../render'

export { restoreEnglish } from '../../render'

/** Renders one component, in `language`, inside a router whose every path shows it. */
export function renderIn(language: string, ui: ReactNode, options: { path?: string; queryClient?: QueryClient } = {}) {
  return renderWithProviders(ui, { ...options, language })
}

/** Renders the whole app at a path, in `language`. */
export function renderAppIn(language: string, path: string, options: { queryClient?: QueryClient } = {}) {
  return renderApp(path, { ...options, language })
}
