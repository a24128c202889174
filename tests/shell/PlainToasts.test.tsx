import { act, fireEvent, render, screen } from '@testing-library/react'
import { MantineProvider } from '@mantine/core'
import { notifications, useNotifications } from '@mantine/notifications'
import { theme } from '@/app/theme'
import { PlainToasts } from '@/shell/PlainToasts'

/** The plain toasts as Toasts shows them without the container: what the store holds. */
function FromStore() {
  const { notifications: shown } = useNotifications()
  return <PlainToasts shown={shown} regionRef={{ current: null }} />
}

describe('PlainToasts', () => {
  it('close by hand, by themselves after their time, and never more than 3', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    notifications.clean()
    render(
      <MantineProvider theme={theme} env="test">
        <FromStore />
      </MantineProvider>,
    )
    act(() => {
      notifications.show({ id: 'kept', title: 'Saved', message: 'Stays until closed', autoClose: false })
      notifications.show({ id: 'brief', message: 'Goes in 6 s', autoClose: 6000 })
      notifications.show({ id: 'plain', message: 'Goes in 4 s' })
      notifications.show({ id: 'fourth', message: 'Waits its turn', autoClose: false })
    })
    expect(screen.getAllByRole('alert')).toHaveLength(3)
    expect(screen.getAllByRole('alert')[0]).toHaveTextContent('SavedStays until closed')

    await act(async () => vi.advanceTimersByTime(4100))
    expect(screen.queryByText('Goes in 4 s')).not.toBeInTheDocument()
    expect(screen.getByText('Goes in 6 s')).toBeInTheDocument()
    await act(async () => vi.advanceTimersByTime(2000))
    expect(screen.queryByText('Goes in 6 s')).not.toBeInTheDocument()

    fireEvent.click(screen.getAllByRole('button', { name: 'Close' })[0] as HTMLElement)
    expect(screen.queryByText('Stays until closed')).not.toBeInTheDocument()
    expect(screen.getByText('Waits its turn')).toBeInTheDocument()
    vi.useRealTimers()
  })
})
