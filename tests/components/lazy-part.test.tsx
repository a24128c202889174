import { Suspense, type ReactNode } from 'react'
import { render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { lazyPart, retryFailedParts } from '@/components/lazy-part'
import { QuietBoundary } from '@/components/QuietBoundary'

function Settings({ title }: { title: string }) {
  return <h2>{title}</h2>
}

/** The part inside a boundary, as a screen shows it; a new `key` is a new try (the screen's "Try again"). */
function Screen({ attempt, Part }: { attempt: number; Part: (props: { title: string }) => ReactNode }) {
  return (
    <QuietBoundary key={attempt} fallback={<p>Could not be loaded</p>}>
      <Suspense fallback={<p>Loading</p>}>
        <Part title="Settings" />
      </Suspense>
    </QuietBoundary>
  )
}

describe('lazyPart', () => {
  afterEach(() => vi.restoreAllMocks())

  it('fetches the code again once told to try again after a failed load, as with the connection back', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.spyOn(console, 'info').mockImplementation(() => undefined)
    let online = false
    const load = vi.fn(() =>
      online
        ? Promise.resolve({ default: Settings })
        : Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    )
    const Part = lazyPart(load)
    const view = render(<Screen attempt={1} Part={Part} />)
    expect(await screen.findByText('Could not be loaded')).toBeInTheDocument()

    online = true
    // Rendered again by itself, it keeps its error: React's own retries do not refetch without end.
    const failures = load.mock.calls.length
    view.rerender(<Screen attempt={2} Part={Part} />)
    expect(await screen.findByText('Could not be loaded')).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(failures)

    retryFailedParts()
    view.rerender(<Screen attempt={3} Part={Part} />)
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument()
  })

  it('loads the code once when it comes, however often the part is shown', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Settings }))
    const Part = lazyPart(load)
    const view = render(<Screen attempt={1} Part={Part} />)
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeInTheDocument()
    view.rerender(<Screen attempt={2} Part={Part} />)
    expect(screen.getByRole('heading', { name: 'Settings' })).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(1)
  })
})
