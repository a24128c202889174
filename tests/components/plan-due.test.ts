// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, renderHook } from '@testing-library/react'
import { planDueThisWeek, showAppBadge, usePlanDueBadge, writePlanDue } from '@/components/plan-due'

afterEach(() => {
  localStorage.clear()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('the count due this week beside My move plan', () => {
  const now = new Date(2026, 5, 1, 10) // 1 June 2026, local time

  it('counts the open tasks from today to 6 days on, on the local calendar', () => {
    expect(planDueThisWeek(now, ['2026-05-31', '2026-06-01', '2026-06-04', '2026-06-07', '2026-06-08'])).toBe(3)
    expect(planDueThisWeek(new Date(2026, 5, 1, 23, 59), ['2026-06-07'])).toBe(1)
    expect(planDueThisWeek(new Date(2026, 11, 29, 9), ['2026-12-29', '2027-01-04', '2027-01-05'])).toBe(2)
  })

  it('reads what the plan wrote, tells the menus, and sets the app badge where there is one', () => {
    const setAppBadge = vi.fn(() => Promise.resolve())
    const clearAppBadge = vi.fn(() => Promise.resolve())
    vi.stubGlobal('navigator', { ...navigator, setAppBadge, clearAppBadge })
    const told = vi.fn()
    window.addEventListener('waypoint-plan-due', told)
    const today = new Date()
    const day = (plus: number) => {
      const date = new Date(today.getFullYear(), today.getMonth(), today.getDate() + plus)
      return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`
    }
    writePlanDue([day(0), day(3), day(30)])
    expect(planDueThisWeek()).toBe(2)
    expect(told).toHaveBeenCalledTimes(1)
    expect(setAppBadge).toHaveBeenCalledWith(2)
    writePlanDue([])
    expect(clearAppBadge).toHaveBeenCalled()
    window.removeEventListener('waypoint-plan-due', told)
  })

  it('reads damaged storage as none, and does nothing without the Badging API', () => {
    localStorage.setItem('waypoint-plan-due', '{"open": [1, "x", "2026-06-02"')
    expect(planDueThisWeek(now)).toBe(0)
    localStorage.setItem('waypoint-plan-due', '{"v":1,"open":[1,"x","2026-06-02"]}')
    expect(planDueThisWeek(now)).toBe(1)
    vi.stubGlobal('navigator', {})
    expect(() => showAppBadge(3)).not.toThrow()
  })

  it("sets the app icon's count when the app opens on any screen, and again when it comes back on a later day", () => {
    const setAppBadge = vi.fn(() => Promise.resolve())
    const clearAppBadge = vi.fn(() => Promise.resolve())
    vi.stubGlobal('navigator', { ...navigator, setAppBadge, clearAppBadge })
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(2026, 5, 1, 10))
    // Written when the plan was last open: tasks on 3, 9 and 20 June.
    localStorage.setItem('waypoint-plan-due', JSON.stringify({ v: 1, open: ['2026-06-03', '2026-06-09', '2026-06-20'] }))
    const { unmount } = renderHook(() => usePlanDueBadge())
    expect(setAppBadge).toHaveBeenLastCalledWith(1)

    // Back to the app four days later: 9 June is within the week, 3 June has passed.
    vi.setSystemTime(new Date(2026, 5, 5, 9))
    act(() => void document.dispatchEvent(new Event('visibilitychange')))
    expect(setAppBadge).toHaveBeenCalledTimes(1)
    vi.setSystemTime(new Date(2026, 5, 21, 9))
    act(() => void document.dispatchEvent(new Event('visibilitychange')))
    expect(clearAppBadge).toHaveBeenCalledTimes(1)
    unmount()
  })

  it('leaves the badge alone on a device that never had a plan', () => {
    const setAppBadge = vi.fn(() => Promise.resolve())
    const clearAppBadge = vi.fn(() => Promise.resolve())
    vi.stubGlobal('navigator', { ...navigator, setAppBadge, clearAppBadge })
    renderHook(() => usePlanDueBadge()).unmount()
    expect(setAppBadge).not.toHaveBeenCalled()
    expect(clearAppBadge).not.toHaveBeenCalled()
  })
})
