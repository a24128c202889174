import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MantineProvider } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { theme } from '@/app/theme'
import { config } from '@/app/config'
import { CommunityPanel } from '@/features/community/CommunityPanel'

const LINK = config.links.communityGroup

let show: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  show = vi.spyOn(notifications, 'show').mockImplementation(() => 'toast')
})
afterEach(() => vi.restoreAllMocks())

function renderPanel() {
  const user = userEvent.setup()
  render(
    <MantineProvider theme={theme} env="test">
      <CommunityPanel />
    </MantineProvider>,
  )
  return user
}

describe('CommunityPanel', () => {
  it('welcomes, shows the group link and joins the group in a new tab', () => {
    renderPanel()
    expect(screen.getByRole('heading', { name: /Welcome/ })).toBeInTheDocument()
    expect(screen.getByText(LINK)).toBeInTheDocument()
    const join = screen.getByRole('link', { name: 'Join WhatsApp Group' })
    expect(join).toHaveAttribute('href', LINK)
    expect(join).toHaveAttribute('target', '_blank')
    expect(join).toHaveAttribute('rel', 'noopener noreferrer')
  })

  it('Copy puts the link on the clipboard and says so in a toast', async () => {
    const user = renderPanel()
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined)
    await user.click(screen.getByRole('button', { name: 'Copy' }))
    expect(writeText).toHaveBeenCalledWith(LINK)
    expect(show).toHaveBeenCalledTimes(1)
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ title: 'Link copied' }))
  })

  it('when the clipboard is refused, selects the link and says how to copy it', async () => {
    const user = renderPanel()
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'))
    await user.click(screen.getByRole('button', { name: 'Copy' }))
    expect(show).toHaveBeenCalledWith(expect.objectContaining({ title: 'Could not copy the link', color: 'red' }))
    expect(window.getSelection()?.toString()).toBe(LINK)
  })
})
