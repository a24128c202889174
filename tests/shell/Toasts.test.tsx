import { act, render, screen, waitFor, within } from '@testing-library/react'
import { MantineProvider } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { theme } from '@/app/theme'
import { Toasts } from '@/shell/Toasts'

// The toast container's chunk cannot be fetched while `chunk.offline` (the connection dropped before the
// service worker held it).
const chunk = vi.hoisted(() => ({ offline: true }))
vi.mock('@/shell/ToastHost', async () => {
  if (chunk.offline) throw new Error('Failed to fetch dynamically imported module')
  return vi.importActual('@/shell/ToastHost')
})

describe('Toasts', () => {
  it('a container that cannot load costs neither the page nor the toast, and takes over once back online', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    render(
      <MantineProvider theme={theme} env="test">
        <p>The page</p>
        <Toasts />
      </MantineProvider>,
    )
    act(() => {
      notifications.show({ title: 'Request saved', message: 'It will be sent when you are back online.' })
    })
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Toasts unavailable:', expect.any(Error)))
    expect(screen.getByText('The page')).toBeInTheDocument()
    // Said plainly meanwhile: the same words, announced, in the Notifications region, with a named close.
    const region = screen.getByRole('region', { name: 'Notifications' })
    expect(within(region).getByRole('alert')).toHaveTextContent('Request savedIt will be sent when you are back online.')
    expect(region.querySelector('.mantine-Notification-root')).toBeNull()
    expect(within(region).getByRole('button', { name: 'Close' })).toBeInTheDocument()

    chunk.offline = false
    act(() => void window.dispatchEvent(new Event('online')))
    // Mantine's container takes over, with the toast still there, once.
    await waitFor(() => expect(document.querySelector('.mantine-Notification-root')).not.toBeNull())
    expect(screen.getAllByRole('alert')).toHaveLength(1)
    expect(screen.getByRole('alert')).toHaveTextContent('Request saved')
    logged.mockRestore()
  })
})
