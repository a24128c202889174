import { act, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { COMPARE_STORAGE_KEY } from '@/components/use-compare-selection'
import { CompareTray } from '@/features/destinations/CompareTray'
import { FULL_MESSAGE_MS, refuseFourth } from '@/features/destinations/compare-full'
import { activateTestLanguage, renderWithProviders } from '../../render'

const FULL = 'You can compare up to 3 destinations. Remove one to add another.'

describe('the comparison tray says why a fourth city was refused', () => {
  beforeEach(async () => {
    await activateTestLanguage()
    localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify(['Lisbon', 'Berlin', 'Paris']))
  })
  afterEach(() => {
    vi.useRealTimers()
    localStorage.clear()
  })

  it('as an alert beside the cities, for a while, again on each refusal', async () => {
    await renderWithProviders(<CompareTray />)
    await screen.findByRole('button', { name: 'Remove Paris from comparison' })
    expect(screen.queryByRole('alert')).toBeNull()
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    act(() => refuseFourth())
    expect(screen.getByRole('alert')).toHaveTextContent(FULL)
    act(() => vi.advanceTimersByTime(FULL_MESSAGE_MS - 1000))
    // Refused again: the message stays its full time from then.
    act(() => refuseFourth())
    act(() => vi.advanceTimersByTime(FULL_MESSAGE_MS - 1))
    expect(screen.getByRole('alert')).toHaveTextContent(FULL)
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('goes as soon as a city is taken out, and does not come back with a third', async () => {
    const { user } = await renderWithProviders(<CompareTray />)
    act(() => refuseFourth())
    expect(await screen.findByRole('alert')).toHaveTextContent(FULL)
    await user.click(screen.getByRole('button', { name: 'Remove Paris from comparison' }))
    expect(screen.queryByRole('alert')).toBeNull()
    act(() => localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify(['Lisbon', 'Berlin', 'Rome'])))
    act(() => window.dispatchEvent(new StorageEvent('storage', { key: COMPARE_STORAGE_KEY })))
    expect(await screen.findByRole('button', { name: 'Remove Rome from comparison' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
