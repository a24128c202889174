import { useEffect } from 'react'
import { act, render, screen } from '@testing-library/react'
import { DeferredSection } from '@/components/DeferredSection'
import { nextTask, whenIdleAfterLoad, whenStartSettled } from '@/lib/start'

const heading = (text: string) =>
  function Section() {
    return <h2>{text}</h2>
  }

describe('DeferredSection', () => {
  it('keeps the space free, then renders the section once the page is idle after load', async () => {
    let requested = false
    const load = async () => {
      requested = true
      return heading('What Our Clients Say')
    }
    const { container } = render(<DeferredSection load={load} minHeight="30rem" />)
    // Before the idle moment nothing of the section is requested; its height is reserved.
    expect(screen.queryByRole('heading')).not.toBeInTheDocument()
    expect(requested).toBe(false)
    expect(container.firstElementChild).toHaveStyle({ minHeight: '30rem' })

    await whenIdleAfterLoad()
    expect(await screen.findByRole('heading', { name: 'What Our Clients Say' })).toBeInTheDocument()
    expect(requested).toBe(true)
  })

  it('mounts the sections one at a time, in page order, each in a commit of its own', async () => {
    await whenIdleAfterLoad()
    const requested: string[] = []
    const mounted: string[] = []
    // All four sections' code arrives at the same moment.
    let arrive: () => void = () => undefined
    const arrived = new Promise<void>((resolve) => (arrive = resolve))
    const section = (name: string) => {
      function Section() {
        // What a commit starts (the section's requests) runs here; the sections mounted so far are in the page.
        useEffect(() => {
          mounted.push(`${name} (with ${document.querySelectorAll('h2').length} in the page)`)
        }, [])
        return <h2>{name}</h2>
      }
      return async () => {
        requested.push(name)
        if (requested.length === 4) setTimeout(arrive, 50)
        await arrived
        return Section
      }
    }
    const loads = ['Reviews', 'Testimonials', 'News', 'Destinations'].map(section)
    render(
      <main>
        {loads.map((load, i) => (
          <DeferredSection key={i} load={load} minHeight="10rem" />
        ))}
      </main>,
    )
    expect(await screen.findByRole('heading', { name: 'Destinations' })).toBeInTheDocument()
    // The last commit's effects run a moment after its content is in the page.
    await vi.waitFor(() => expect(mounted).toHaveLength(4))
    // Every section's code was asked for at once; they mounted one after another.
    expect(requested).toEqual(['Reviews', 'Testimonials', 'News', 'Destinations'])
    expect(mounted).toEqual([
      'Reviews (with 1 in the page)',
      'Testimonials (with 2 in the page)',
      'News (with 3 in the page)',
      'Destinations (with 4 in the page)',
    ])
  })

  it('says the start is over only once every wanted section has mounted', async () => {
    await whenIdleAfterLoad()
    let arrive: () => void = () => undefined
    const arrived = new Promise<void>((resolve) => (arrive = resolve))
    const load = async () => {
      await arrived
      return heading('Latest News')
    }
    render(<DeferredSection load={load} minHeight="10rem" />)
    let settled = false
    const settling = whenStartSettled().then(() => (settled = true))
    // The section's code has not arrived: however many tasks go by, the start is not over.
    for (let task = 0; task < 10; task++) await act(() => nextTask())
    expect(settled).toBe(false)

    arrive()
    expect(await screen.findByRole('heading', { name: 'Latest News' })).toBeInTheDocument()
    await settling
    expect(settled).toBe(true)
  })

  it('steps aside while the page is covered, keeping its space, and comes back after', async () => {
    await whenIdleAfterLoad()
    const load = async () => heading('Popular Destinations')
    const ui = (paused: boolean) => <DeferredSection load={load} minHeight="20rem" paused={paused} />
    const { rerender, container } = render(ui(false))
    expect(await screen.findByRole('heading', { name: 'Popular Destinations' })).toBeInTheDocument()

    rerender(ui(true))
    expect(screen.queryByRole('heading', { name: 'Popular Destinations' })).not.toBeInTheDocument()
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true')
    expect(container.firstElementChild).toHaveStyle({ minHeight: '20rem' })

    rerender(ui(false))
    expect(await screen.findByRole('heading', { name: 'Popular Destinations' })).toBeInTheDocument()
  })

  it('fetches nothing while the page is covered from the start, and comes once it is uncovered', async () => {
    await whenIdleAfterLoad()
    let requested = 0
    const load = async () => {
      requested += 1
      return heading('Latest news')
    }
    // A section after it, not covered: the sections come in page order, so once that one is in the page,
    // the covered one would have been requested already, were it not held back.
    const beside = async () => heading('Beside it')
    const ui = (paused: boolean) => (
      <main>
        <DeferredSection load={load} minHeight="20rem" paused={paused} />
        <DeferredSection load={beside} minHeight="5rem" />
      </main>
    )
    const { rerender } = render(ui(true))
    expect(await screen.findByRole('heading', { name: 'Beside it' })).toBeInTheDocument()
    expect(requested).toBe(0)
    expect(screen.queryByRole('heading', { name: 'Latest news' })).not.toBeInTheDocument()

    rerender(ui(false))
    expect(await screen.findByRole('heading', { name: 'Latest news' })).toBeInTheDocument()
    expect(requested).toBeGreaterThan(0)
  })

  it('a section whose code cannot be fetched leaves its space empty, the page standing, and the next section comes', async () => {
    await whenIdleAfterLoad()
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const broken = async () => {
      throw new TypeError('Failed to fetch dynamically imported module')
    }
    const after = async () => heading('Popular Destinations')
    const { container } = render(
      <main>
        <h1>We simplify your relocation journey.</h1>
        <DeferredSection load={broken} minHeight="30rem" />
        <DeferredSection load={after} minHeight="20rem" />
      </main>,
    )
    expect(await screen.findByRole('heading', { name: 'Popular Destinations' })).toBeInTheDocument()
    expect(logged).toHaveBeenCalledWith('A home-page section could not be shown:', expect.any(TypeError))
    expect(screen.getByRole('heading', { name: 'We simplify your relocation journey.' })).toBeInTheDocument()
    expect(container.querySelector('[aria-hidden="true"]')).toHaveStyle({ minHeight: '30rem' })
    logged.mockRestore()
  })

  it('a section that throws while rendering costs that section only', async () => {
    await whenIdleAfterLoad()
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const throwing = async () =>
      function Broken(): never {
        throw new Error('bad data')
      }
    const { container } = render(
      <main>
        <DeferredSection load={throwing} minHeight="30rem" />
        <DeferredSection load={async () => heading('Latest news')} minHeight="20rem" />
      </main>,
    )
    expect(await screen.findByRole('heading', { name: 'Latest news' })).toBeInTheDocument()
    expect(logged).toHaveBeenCalledWith('A home-page section could not be shown:', expect.objectContaining({ message: 'bad data' }))
    expect(container.querySelector('[aria-hidden="true"]')).toHaveStyle({ minHeight: '30rem' })
    await act(async () => undefined)
    logged.mockRestore()
  })
})
