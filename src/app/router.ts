import { createRouter } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { lazyPart } from '@/components/lazy-part'
import { RouteError } from '@/shell/RouteError'
import { routeTree } from '../routeTree.gen'

// The 404 page loads when an address needs it, not with every start. The error page stays in the start:
// it must show when a chunk cannot load.
const NotFound = lazyPart(() => import('@/shell/NotFound').then((module) => ({ default: module.NotFound })))

export function createAppRouter(queryClient: QueryClient) {
  // The window's scroll is left alone between the home page and its overlays: an overlay covers the page
  // and scrolls its own content, so the page is where it was when the overlay closes. Going to or from
  // any other page (the standalone article, the 404 page) scrolls and restores as the router does.
  // The rendered matches are read through this function because the router they belong to does not exist
  // yet while its options are written; it is pointed at the router right after creation.
  let renderedMatches: () => readonly { routeId: string }[] = () => []
  let onHome = false
  const router = createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    defaultNotFoundComponent: NotFound,
    defaultErrorComponent: RouteError,
    // An address that matches no route is the 404 page, not a half-matched screen.
    notFoundMode: 'root',
    scrollRestoration: () => {
      const wasOnHome = onHome
      onHome = renderedMatches().some((match) => match.routeId === '/_home')
      return !(wasOnHome && onHome)
    },
  })
  renderedMatches = () => router.state.matches
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
