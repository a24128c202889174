import { describe, expect, it } from 'vitest'
import { checkDocument } from '@/features/plan/documents'

describe('the document rule', () => {
  it('flags a passport that expires before the move date plus the months the checklist asks', () => {
    expect(checkDocument('2027-01-31', '2026-09-01', 6)).toEqual({ validUntil: '2027-03-01', flagged: true })
    expect(checkDocument('2027-03-01', '2026-09-01', 6)).toEqual({ validUntil: '2027-03-01', flagged: false })
    expect(checkDocument('2030-01-01', '2026-09-01', 6).flagged).toBe(false)
  })

  it('flags one already expired, and uses the month’s last day when the move is on the 31st', () => {
    expect(checkDocument('2025-01-01', '2026-09-01', 0).flagged).toBe(true)
    expect(checkDocument('2027-02-28', '2026-08-31', 6)).toEqual({ validUntil: '2027-02-28', flagged: false })
    expect(checkDocument('2027-02-27', '2026-08-31', 6).flagged).toBe(true)
  })
})
