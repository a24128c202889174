import { act, render, screen, waitFor } from '@testing-library/react'
import { MantineProvider } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { theme } from '@/app/theme'
import { Toasts } from '@/shell/Toasts'

// The toast container's chunk cannot be fetched (offline before the service worker holds it).
vi.mock('@/shell/ToastHost', () => {
  throw new Error('Failed to fetch dynamically imported module')
})

describe('Toasts', () => {
  it('a toast container that cannot load costs the toast, not the page', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    render(
      <MantineProvider theme={theme} env="test">
        <p>The page</p>
        <Toasts />
      </MantineProvider>,
    )
    act(() => {
      notifications.show({ title: 'Content could not be loaded', message: 'There was an issue loading the external content.' })
    })
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Toasts unavailable:', expect.any(Error)))
    expect(screen.getByText('The page')).toBeInTheDocument()
    logged.mockRestore()
  })
})
