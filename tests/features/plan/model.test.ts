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
  const items = planItems(fallbackTasks, plan, 'fr', '2026-06-01', (title, person) => `${title} · ${person.audience} ${person.n}`)

  it('keeps the tasks for this destination and household, with the person’s own, dated and in order', () => {
    const ids = items.map((item) => item.id)
    expect(ids).not.toContain('il-aliyah-file')
    expect(ids).not.toContain('passport-children')
    expect(ids).toContain('pet-health')
    expect(items.find((item) => item.id === 'own-1')).toMatchObject({ day: '2026-08-12', title: 'Sell the car', own: true, group: 'weeksBefore' })
    expect(items.find((item) => item.id === 'bank-open')).toMatchObject({ day: '2026-09-11', title: 'Ouvrir un compte bancaire local · adult 1', group: 'firstMonth' })
    expect(items.map((item) => item.day)).toEqual([...items.map((item) => item.day)].sort())
  })

  it('counts overdue, this week and done, leaving hidden tasks out', () => {
    // pet-health (2026-05-04), each adult's passport-adults and visa are overdue; movers (2026-06-03) is done.
    expect(glance(items)).toEqual({ overdue: 4, thisWeek: 0, done: 1, open: items.length - 2 })
  })

  it('lists a task for each adult once per adult, each ticked apart; the first keeps the task’s own id', () => {
    const ticked: PlanRecord = { ...plan, tasks: { 'bank-open': { doneOn: '2026-09-12' } } }
    const forEach = (record: PlanRecord) =>
      planItems(fallbackTasks, record, 'en', '2026-06-01', (title, person) => `${title} (${person.audience} ${person.n})`)
        .filter((item) => item.id.startsWith('bank-open'))
        .map((item) => [item.id, item.title, item.timing])
    expect(forEach(ticked)).toEqual([
      ['bank-open', 'Open a local bank account (adult 1)', 'done'],
      ['bank-open:adult2', 'Open a local bank account (adult 2)', 'later'],
    ])
    // One adult: one task, as the checklist words it, still ticked.
    const alone = { ...ticked, setup: plan.setup && { ...plan.setup, adults: 1 } }
    expect(forEach(alone)).toEqual([['bank-open', 'Open a local bank account', 'done']])
    // A task for the household stays one task whatever its size.
    expect(items.filter((item) => item.id.startsWith('movers'))).toHaveLength(1)
  })

  it('asks for each adult’s passport and flags the one that expires too soon', () => {
    const slots = documentSlots(fallbackTasks, plan, 'en')
    expect(slots.map((slot) => [slot.key, slot.check?.flagged])).toEqual([
      ['passport-adults:adult1', true],
      ['passport-adults:adult2', false],
    ])
  })
})
