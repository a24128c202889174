import { describe, expect, it } from 'vitest'
import { backupText, MAX_BACKUP_BYTES, readBackup } from '@/features/plan/backup'
import type { PlanRecord } from '@/features/plan/record'

const plan: PlanRecord = {
  setup: { city: 'Tel Aviv', country: 'IL', moveDate: '2026-09-01', adults: 2, children: 1, pets: 0 },
  tasks: { 'il-kupat-holim': { doneOn: '2026-09-04', note: 'Maccabi' }, movers: { hidden: true } },
  own: [{ id: 'own-1', title: 'Sell the car', offsetDays: -20 }],
  documents: { 'passport-adults:adult1': '2027-01-01' },
}

describe('backup and restore', () => {
  it('gives back the same plan from its own file', () => {
    expect(readBackup(backupText(plan, new Date('2026-11-27T10:00:00Z')))).toEqual({ ok: true, plan })
  })

  it('refuses a file too large, not JSON, foreign, newer or damaged, saying which', () => {
    const good = JSON.parse(backupText(plan, new Date())) as Record<string, unknown>
    expect(readBackup('{}', MAX_BACKUP_BYTES + 1)).toEqual({ ok: false, reason: 'tooLarge' })
    expect(readBackup('{"format":"waypoint-plan", "v": 1, "plan": {')).toEqual({ ok: false, reason: 'notJson' })
    expect(readBackup(JSON.stringify({ kind: 'contacts', items: [] }))).toEqual({ ok: false, reason: 'foreign' })
    expect(readBackup('[1,2,3]')).toEqual({ ok: false, reason: 'foreign' })
    expect(readBackup(JSON.stringify({ ...good, v: 2 }))).toEqual({ ok: false, reason: 'newer' })
    expect(readBackup(JSON.stringify({ ...good, v: 'one' }))).toEqual({ ok: false, reason: 'damaged' })
    expect(readBackup(JSON.stringify({ ...good, plan: { ...plan, setup: { ...plan.setup, moveDate: '2026-02-30' } } }))).toEqual({ ok: false, reason: 'damaged' })
    expect(readBackup(JSON.stringify({ ...good, plan: { ...plan, own: [{ id: 'x', title: 1 }] } }))).toEqual({ ok: false, reason: 'damaged' })
    expect(readBackup(JSON.stringify({ ...good, plan: { ...plan, tasks: { 'a b': {} } } }))).toEqual({ ok: false, reason: 'damaged' })
  })
})
