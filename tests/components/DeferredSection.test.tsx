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
})
