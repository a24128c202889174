// Rendering the destinations area in a language other than English, with the shared helpers
// (tests/render.tsx). Call restoreEnglish() after.
import type { ReactNode } from 'react'
import { renderApp, renderWithProviders } from '../../render'

export { restoreEnglish } from '../../render'

/** One component, in `language` (every path shows it). */
export function renderInLanguage(ui: ReactNode, language: string) {
  return renderWithProviders(ui, { language })
}

/** The whole app at a path, in `language`. */
export function renderAppInLanguage(path: string, language: string) {
  return renderApp(path, { language })
}
