import { describe, expect, it } from 'vitest'
import { fallbackTasks } from '@/features/plan/fallback'
import { documentSlots, glance, planItems } from '@/features/plan/model'
import { emptyPlan, type PlanRecord } from '@/features/plan/record'

const plan: PlanRecord = {
  ...emptyPlan,
  setup: { city: 'Paris', country: 'FR', moveDate: '2026-09-01', adults: 2, children: 0, pets: 1 },
  tasks: { movers: { doneOn: '2026-05-30' }, records: { hidden: true } },
  own: [{ id: 'own-1', title: 'Sell the car', offsetDays: -20 }],
  documents: { 'passport-adults:adult1': '2026-12-01', 'passport-adults:adult2': '2031-01-01' },
}

describe('the plan as shown', () => {
  const items = planItems(fallbackTasks, plan, 'fr', '2026-06-01')

  it('keeps the tasks for this destination and household, with the person’s own, dated and in order', () => {
    const ids = items.map((item) => item.id)
    expect(ids).not.toContain('il-aliyah-file')
    expect(ids).not.toContain('passport-children')
    expect(ids).toContain('pet-health')
    expect(items.find((item) => item.id === 'own-1')).toMatchObject({ day: '2026-08-12', title: 'Sell the car', own: true, group: 'weeksBefore' })
    expect(items.find((item) => item.id === 'bank-open')).toMatchObject({ day: '2026-09-11', title: 'Ouvrir un compte bancaire local', group: 'firstMonth' })
    expect(items.map((item) => item.day)).toEqual([...items.map((item) => item.day)].sort())
  })

  it('counts overdue, this week and done, leaving hidden tasks out', () => {
    // pet-health (2026-05-04) and passport-adults, visa are overdue; movers (2026-06-03) is done.
    expect(glance(items)).toEqual({ overdue: 3, thisWeek: 0, done: 1, open: items.length - 2 })
  })

  it('asks for each adult’s passport and flags the one that expires too soon', () => {
    const slots = documentSlots(fallbackTasks, plan, 'en')
    expect(slots.map((slot) => [slot.key, slot.check?.flagged])).toEqual([
      ['passport-adults:adult1', true],
      ['passport-adults:adult2', false],
    ])
  })
})
