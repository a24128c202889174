import { act, render, screen } from '@testing-library/react'
import { MantineProvider } from '@mantine/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { OfflineNotice } from '@/shell/OfflineNotice'

function setOnline(value: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(value)
  act(() => {
    window.dispatchEvent(new Event(value ? 'online' : 'offline'))
  })
}

afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
})

describe('OfflineNotice', () => {
  it('says so while offline, and briefly when the connection is back', () => {
    vi.useFakeTimers()
    // jsdom lays nothing out: the bar is as tall as a one-line bar would be.
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(28)
    setOnline(true)
    render(
      <MantineProvider env="test">
        <OfflineNotice />
      </MantineProvider>,
    )
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    setOnline(false)
    expect(screen.getByRole('status')).toHaveTextContent("You're offline. Showing what's saved on this device.")
    // Its height is published for what sticks under the header, while it shows.
    const barHeight = () => document.documentElement.style.getPropertyValue('--wp-top-notice-height')
    expect(barHeight()).toBe('28px')
    setOnline(true)
    expect(screen.getByRole('status')).toHaveTextContent('Back online')
    expect(barHeight()).toBe('28px')
    act(() => vi.advanceTimersByTime(3100))
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
    expect(barHeight()).toBe('')
  })
})
