import { lazy } from 'react'
import { render, screen } from '@testing-library/react'
import { DeferredSection, whenIdleAfterLoad } from '@/components/DeferredSection'

describe('DeferredSection', () => {
  it('keeps the space free, then renders the lazy section once the page is idle after load', async () => {
    let requested = false
    const Section = lazy(async () => {
      requested = true
      return { default: () => <h2>What Our Clients Say</h2> }
    })
    const { container } = render(
      <DeferredSection minHeight="30rem">
        <Section />
      </DeferredSection>,
    )
    // Before the idle moment nothing of the section is requested; its height is reserved.
    expect(screen.queryByRole('heading')).not.toBeInTheDocument()
    expect(requested).toBe(false)
    expect(container.firstElementChild).toHaveStyle({ minHeight: '30rem' })

    await whenIdleAfterLoad()
    expect(await screen.findByRole('heading', { name: 'What Our Clients Say' })).toBeInTheDocument()
    expect(requested).toBe(true)
  })

  it('steps aside while the page is covered, keeping its space, and comes back after', async () => {
    await whenIdleAfterLoad()
    const Section = lazy(async () => ({ default: () => <h2>Popular Destinations</h2> }))
    const ui = (paused: boolean) => (
      <DeferredSection minHeight="20rem" paused={paused}>
        <Section />
      </DeferredSection>
    )
    const { rerender, container } = render(ui(false))
    expect(await screen.findByRole('heading', { name: 'Popular Destinations' })).toBeInTheDocument()

    rerender(ui(true))
    expect(screen.queryByRole('heading', { name: 'Popular Destinations' })).not.toBeInTheDocument()
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true')
    expect(container.firstElementChild).toHaveStyle({ minHeight: '20rem' })

    rerender(ui(false))
    expect(await screen.findByRole('heading', { name: 'Popular Destinations' })).toBeInTheDocument()
  })

  it('a section whose chunk cannot be fetched leaves its space empty and the page standing', async () => {
    await whenIdleAfterLoad()
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const Broken = lazy(async (): Promise<{ default: () => null }> => {
      throw new TypeError('Failed to fetch dynamically imported module')
    })
    const { container } = render(
      <main>
        <h1>We simplify your relocation journey.</h1>
        <DeferredSection minHeight="30rem">
          <Broken />
        </DeferredSection>
      </main>,
    )
    await vi.waitFor(() => expect(logged).toHaveBeenCalledWith('A home-page section could not be shown:', expect.any(TypeError)))
    expect(screen.getByRole('heading', { name: 'We simplify your relocation journey.' })).toBeInTheDocument()
    expect(container.querySelector('[aria-hidden="true"]')).toHaveStyle({ minHeight: '30rem' })
    logged.mockRestore()
  })
})
