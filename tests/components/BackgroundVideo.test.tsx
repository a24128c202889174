import { act, render } from '@testing-library/react'
import { MantineProvider } from '@mantine/core'
import { theme } from '@/app/theme'
import { BackgroundVideo } from '@/components/BackgroundVideo'

const sources = [{ src: '/media/hero.webm', type: 'video/webm' }] as const

describe('BackgroundVideo', () => {
  it('a clip on the first screen shows its poster, and gets its sources only once the page has started', async () => {
    const load = vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => undefined)
    let started: () => void = () => undefined
    const start = new Promise<void>((resolve) => (started = resolve))
    const { container } = render(
      <MantineProvider theme={theme} env="test">
        <BackgroundVideo sources={sources} poster="/media/hero-poster.webp" lazy={false} startAfter={() => start} />
      </MantineProvider>,
    )
    const video = container.querySelector('video')
    expect(video).toHaveAttribute('poster', '/media/hero-poster.webp')
    expect(video?.querySelector('source')).toBeNull()
    expect(video).toHaveAttribute('preload', 'none')

    await act(async () => started())
    expect(video?.querySelector('source')).toHaveAttribute('src', '/media/hero.webm')
    expect(video).toHaveAttribute('preload', 'auto')
    expect(load).toHaveBeenCalled()
    load.mockRestore()
  })
})
