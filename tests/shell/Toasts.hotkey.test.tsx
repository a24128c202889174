import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { MantineProvider } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { theme } from '@/app/theme'
import { Toasts } from '@/shell/Toasts'

// Alt+T takes focus to the toasts (docs/behaviour.md, "Constants"), except from a field being typed in.
describe('Toasts: Alt+T', () => {
  it('moves focus to the toasts, and leaves a field being typed in alone', async () => {
    render(
      <MantineProvider theme={theme} env="test">
        <button type="button">Send</button>
        <label>
          Name <input />
        </label>
        <Toasts />
      </MantineProvider>,
    )
    act(() => void notifications.show({ title: 'Request sent', message: 'We will answer within a day.' }))
    await waitFor(() => expect(document.querySelector('.mantine-Notification-root')).not.toBeNull())
    const region = screen.getByRole('region', { name: 'Notifications' })

    const field = screen.getByRole('textbox', { name: 'Name' })
    field.focus()
    fireEvent.keyDown(field, { key: 't', code: 'KeyT', altKey: true })
    expect(field).toHaveFocus()

    const send = screen.getByRole('button', { name: 'Send' })
    send.focus()
    fireEvent.keyDown(send, { key: 't', code: 'KeyT', ctrlKey: true, altKey: true })
    expect(send).toHaveFocus()
    // On a Mac, Alt+T types '†': the key's place on the keyboard still says T.
    fireEvent.keyDown(send, { key: '†', code: 'KeyT', altKey: true })
    expect(region).toHaveFocus()
    // Tab goes on to the toast's own Close.
    expect(region.querySelector('.mantine-Notification-root button')).toHaveAccessibleName('Close')
  })
})
