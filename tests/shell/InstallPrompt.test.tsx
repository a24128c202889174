import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MantineProvider } from '@mantine/core'
import { storage } from '@/content/storage-keys'
import { InstallPrompt } from '@/shell/InstallPrompt'

/** The browser's install offer, as Chromium sends it once the app can be installed. */
function offerInstall(outcome: 'accepted' | 'dismissed') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(() => Promise.resolve()),
    userChoice: Promise.resolve({ outcome }),
  })
  act(() => void window.dispatchEvent(event))
  return event
}

afterEach(() => {
  localStorage.clear()
  act(() => void window.dispatchEvent(new Event('appinstalled')))
})

describe('InstallPrompt', () => {
  it('shows nothing until the browser offers to install, then the card with Install app', async () => {
    render(
      <MantineProvider env="test">
        <InstallPrompt />
      </MantineProvider>,
    )
    expect(screen.queryByRole('region')).not.toBeInTheDocument()
    const offer = offerInstall('accepted')
    const card = await screen.findByRole('region', { name: 'Install app' })
    expect(card).toHaveTextContent('Keep')
    expect(card).toHaveTextContent('It opens like an app and works offline on the road.')

    await userEvent.click(screen.getByRole('button', { name: 'Install app' }))
    expect(offer.prompt).toHaveBeenCalledTimes(1)
    // Installed: the card goes, and is not offered again for a while.
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Install app' })).not.toBeInTheDocument())
    expect(localStorage.getItem(storage.installDismissed.name)).not.toBeNull()
  })

  it('Not now puts it away for a month, kept on the device', async () => {
    const { unmount } = render(
      <MantineProvider env="test">
        <InstallPrompt />
      </MantineProvider>,
    )
    offerInstall('dismissed')
    await userEvent.click(await screen.findByRole('button', { name: 'Not now' }))
    expect(screen.queryByRole('region', { name: 'Install app' })).not.toBeInTheDocument()
    unmount()

    render(
      <MantineProvider env="test">
        <InstallPrompt />
      </MantineProvider>,
    )
    offerInstall('dismissed')
    await act(async () => undefined)
    expect(screen.queryByRole('region', { name: 'Install app' })).not.toBeInTheDocument()
  })
})
