import { afterEach, describe, expect, it } from 'vitest'
import { addDays, addMonths, daysBetween, groupOf, taskDay, timingOf, today } from '@/features/plan/dates'

const zone = process.env.TZ

afterEach(() => {
  process.env.TZ = zone
})

describe('task days: the move date plus the offset, on the calendar', () => {
  it('crosses month and year ends both ways', () => {
    expect(taskDay('2026-03-01', -1)).toBe('2026-02-28')
    expect(taskDay('2026-12-25', 10)).toBe('2027-01-04')
    expect(taskDay('2027-01-10', -40)).toBe('2026-12-01')
    expect(taskDay('2026-01-31', 30)).toBe('2026-03-02')
  })

  it('knows leap years (2028 has a 29 February, 2100 has not)', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29')
    expect(addDays('2100-02-28', 1)).toBe('2100-03-01')
    expect(daysBetween('2028-01-01', '2029-01-01')).toBe(366)
  })

  it('is not moved by summer time, whatever the device’s zone', () => {
    for (const tz of ['Europe/London', 'Asia/Jerusalem', 'America/New_York', 'Australia/Lord_Howe', 'Pacific/Kiritimati']) {
      process.env.TZ = tz
      // Europe changes clocks on 29 March 2026 and 25 October 2026; Israel on 27 March and 25 October.
      expect(addDays('2026-03-28', 1)).toBe('2026-03-29')
      expect(addDays('2026-03-29', 1)).toBe('2026-03-30')
      expect(addDays('2026-10-24', 2)).toBe('2026-10-26')
      expect(daysBetween('2026-03-01', '2026-04-01')).toBe(31)
      expect(daysBetween('2026-10-01', '2026-11-01')).toBe(31)
      expect(taskDay('2026-04-05', -10)).toBe('2026-03-26')
    }
  })

  it('adds months to the same day, or the month’s last day', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28')
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29')
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28')
    expect(addMonths('2026-06-15', 6)).toBe('2026-12-15')
    expect(addMonths('2026-10-31', 4)).toBe('2027-02-28')
  })
})

describe('today, in a time zone', () => {
  it('is the calendar day where the person is', () => {
    const instant = new Date('2026-11-27T23:30:00Z')
    expect(today(instant, 'UTC')).toBe('2026-11-27')
    expect(today(instant, 'Asia/Jerusalem')).toBe('2026-11-28')
    expect(today(instant, 'America/Los_Angeles')).toBe('2026-11-27')
    expect(today(new Date('2026-11-27T10:30:00Z'), 'Pacific/Kiritimati')).toBe('2026-11-28')
  })
})

describe('groups and timing', () => {
  it('groups by the distance from the move', () => {
    expect([-270, -30, -29, -8, -7, -1, 0, 6, 7, 30, 31, 91, 92].map(groupOf)).toEqual([
      'monthsBefore',
      'monthsBefore',
      'weeksBefore',
      'weeksBefore',
      'lastWeek',
      'lastWeek',
      'firstWeek',
      'firstWeek',
      'firstMonth',
      'firstMonth',
      'firstThreeMonths',
      'firstThreeMonths',
      'later',
    ])
  })

  it('done, overdue, this week (today and the 6 days on) or later', () => {
    expect(timingOf('2026-11-20', '2026-11-21', '2026-11-27')).toBe('done')
    expect(timingOf('2026-11-26', undefined, '2026-11-27')).toBe('overdue')
    expect(timingOf('2026-11-27', undefined, '2026-11-27')).toBe('thisWeek')
    expect(timingOf('2026-12-03', undefined, '2026-11-27')).toBe('thisWeek')
    expect(timingOf('2026-12-04', undefined, '2026-11-27')).toBe('later')
  })
})
