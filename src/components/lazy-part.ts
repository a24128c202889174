// The one place React's `lazy` is used: every other part loads through lazyPart.
// eslint-disable-next-line no-restricted-imports
import { createElement, lazy, type ComponentType, type ReactNode } from 'react'

/** The props a function component takes (its props may be optional); an empty object for one that takes none. */
type PropsOf<Part> = Part extends (props: infer Props) => ReactNode
  ? NonNullable<Props> extends object
    ? NonNullable<Props>
    : object
  : object

/** How each part whose code failed to load gets a fresh try. */
const failed = new Set<() => void>()

/**
 * React's `lazy`, for a part of a screen whose code comes in its own chunk, made able to try again. `lazy`
 * keeps its first outcome for good: offline before the service worker kept the app, the import fails,
 * and every later render of that part would throw the same error until a reload, even with the
 * connection back. A failed part keeps its error (so that it reaches the error boundary, and React's own
 * re-renders do not fetch again and again) until `retryFailedParts` gives it a fresh `lazy`; a part that
 * has loaded stays the same component.
 */
export function lazyPart<Part extends (props: never) => ReactNode>(
  load: () => Promise<{ default: Part }>,
): (props: PropsOf<Part>) => ReactNode {
  // The part is a function component of its props; `lazy` wants that said in its own type.
  const component = load as unknown as () => Promise<{ default: ComponentType<PropsOf<Part>> }>
  const attempt = () =>
    lazy(() =>
      component().catch((error: unknown) => {
        failed.add(renew)
        throw error
      }),
    )
  const renew = () => {
    current = attempt()
  }
  let current = attempt()
  return function LazyPart(props: PropsOf<Part>) {
    return createElement(current, props)
  }
}

/**
 * Lets every part whose code failed to load fetch it again on its next render (a screen's "Try again").
 * Whether there was any.
 */
export function retryFailedParts(): boolean {
  const any = failed.size > 0
  for (const renew of failed) renew()
  failed.clear()
  return any
}
