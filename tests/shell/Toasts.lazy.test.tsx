import { act, render, screen } from '@testing-library/react'
import { MantineProvider } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { theme } from '@/app/theme'
import { Toasts } from '@/shell/Toasts'

// Counts the fetches of the toast container's chunk (Toasts.intent.test.tsx: the first touch).
const chunk = vi.hoisted(() => ({ fetched: 0 }))
vi.mock('@/shell/ToastHost', async () => {
  chunk.fetched++
  return vi.importActual('@/shell/ToastHost')
})

describe('Toasts', () => {
  it('a page only looked at never fetches the container; the first toast does', async () => {
    render(
      <MantineProvider theme={theme} env="test">
        <p>The page</p>
        <Toasts />
      </MantineProvider>,
    )
    // Its effects have run: the page is there.
    await act(async () => undefined)
    expect(screen.getByText('The page')).toBeInTheDocument()
    expect(chunk.fetched).toBe(0)
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument()

    act(() => {
      notifications.show({ title: 'Link copied', message: 'Paste it anywhere.' })
    })
    expect(await screen.findByRole('alert')).toHaveTextContent('Link copied')
    expect(chunk.fetched).toBe(1)
  })
})
