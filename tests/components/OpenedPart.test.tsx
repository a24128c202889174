import { Component, Suspense, type ReactNode } from 'react'
import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { lazyPart } from '@/components/lazy-part'
import { OpenedPart } from '@/components/OpenedPart'
import { useOpenedPart } from '@/components/use-opened-part'
import { renderWithProviders } from '../render'

const NOT_LOADED = 'This part of the app could not be loaded. Check your internet connection and try again.'

function SettingsDialog() {
  return <div role="dialog" aria-label="Settings" />
}

/** A control that opens a part whose code comes in its own chunk, as the header's settings button does. */
function Opener({
  Part,
  onUnavailable,
  unavailable,
}: {
  Part: (props: object) => ReactNode
  onUnavailable: () => void
  unavailable?: ReactNode
}) {
  const part = useOpenedPart()
  return (
    <>
      <p>The article being read</p>
      <button type="button" onClick={part.want}>
        Settings
      </button>
      {part.wanted && (
        <OpenedPart key={part.attempt} onUnavailable={onUnavailable} unavailable={unavailable}>
          <Suspense fallback={null}>
            <Part />
          </Suspense>
        </OpenedPart>
      )}
    </>
  )
}

/** The error page, as the router's boundary shows it. */
class ErrorPage extends Component<{ children: ReactNode }, { message: string | null }> {
  override state = { message: null as string | null }
  static getDerivedStateFromError(error: Error) {
    return { message: error.message }
  }
  override render() {
    return this.state.message === null ? this.props.children : <h1>Error page: {this.state.message}</h1>
  }
}

/** A part whose code fails to come until `connected()` says otherwise. */
function offlinePart() {
  let online = false
  const Part = lazyPart(() =>
    online
      ? Promise.resolve({ default: SettingsDialog })
      : Promise.reject(new TypeError('Failed to fetch dynamically imported module: https://example.org/assets/SettingsDialog-1.js')),
  )
  return { Part, connected: () => (online = true) }
}

describe('OpenedPart', () => {
  afterEach(() => vi.restoreAllMocks())

  it('keeps the page when the part’s code does not come, says what to do, and opens it on the next press', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.spyOn(console, 'info').mockImplementation(() => undefined)
    const { Part, connected } = offlinePart()
    const onUnavailable = vi.fn()
    const { user } = await renderWithProviders(<Opener Part={Part} onUnavailable={onUnavailable} />)

    await user.click(screen.getByRole('button', { name: 'Settings' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(NOT_LOADED)
    expect(screen.getByText('The article being read')).toBeInTheDocument()
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(onUnavailable).toHaveBeenCalledTimes(1)

    connected()
    await user.click(screen.getByRole('button', { name: 'Settings' }))
    expect(await screen.findByRole('dialog', { name: 'Settings' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('closes its note when asked', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.spyOn(console, 'info').mockImplementation(() => undefined)
    const { Part } = offlinePart()
    const { user } = await renderWithProviders(<Opener Part={Part} onUnavailable={() => undefined} />)
    await user.click(screen.getByRole('button', { name: 'Settings' }))
    const note = await screen.findByRole('alert')
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(note).not.toBeInTheDocument()
    expect(screen.getByText('The article being read')).toBeInTheDocument()
  })

  it('says so in place, inside an overlay, where it is given what to say', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    vi.spyOn(console, 'info').mockImplementation(() => undefined)
    const { Part } = offlinePart()
    const { user, container } = await renderWithProviders(
      <Opener Part={Part} onUnavailable={() => undefined} unavailable={<p role="alert">Not here</p>} />,
    )
    await user.click(screen.getByRole('button', { name: 'Settings' }))
    const note = await screen.findByRole('alert')
    expect(note).toHaveTextContent('Not here')
    // In place, not over the foot of the screen, and with nothing to close.
    expect(container).toContainElement(note)
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument()
  })

  it('leaves any other error to the error page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const Broken = () => {
      throw new Error('the dialog is broken')
    }
    const onUnavailable = vi.fn()
    const { user } = await renderWithProviders(
      <ErrorPage>
        <Opener Part={Broken} onUnavailable={onUnavailable} />
      </ErrorPage>,
    )
    await user.click(screen.getByRole('button', { name: 'Settings' }))
    expect(await screen.findByRole('heading', { name: 'Error page: the dialog is broken' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    expect(onUnavailable).not.toHaveBeenCalled()
  })
})
