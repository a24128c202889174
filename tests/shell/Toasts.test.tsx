import { act, render, screen, waitFor } from '@testing-library/react'
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
  it('a container that cannot load costs the toast, not the page, and the toast shows once back online', async () => {
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
    expect(screen.queryByText('Request saved')).not.toBeInTheDocument()

    chunk.offline = false
    act(() => void window.dispatchEvent(new Event('online')))
    expect(await screen.findByRole('alert')).toHaveTextContent('Request saved')
    logged.mockRestore()
  })
})
