import { notifications } from '@mantine/notifications'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { showToast } from '@/components/toast'

afterEach(() => vi.restoreAllMocks())

describe('showToast', () => {
  it('shows the toast online', () => {
    const show = vi.spyOn(notifications, 'show').mockImplementation(() => 'id')
    showToast({ title: 'Link copied', message: 'ok' })
    expect(show).toHaveBeenCalledWith({ title: 'Link copied', message: 'ok' })
  })

  it('skips it offline when no service worker could serve the toast code', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const show = vi.spyOn(notifications, 'show').mockImplementation(() => 'id')
    showToast({ title: 'Content could not be loaded', message: 'x' })
    expect(show).not.toHaveBeenCalled()
    expect(warn).toHaveBeenCalledWith('Offline: toast not shown:', 'Content could not be loaded')
  })
})
