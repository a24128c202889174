// The plan as the screen shows it: the checklist's tasks that apply to this household and destination, and
// the person's own, each dated from the move date, grouped by time, with its state.
import { daysBetween, groupOf, taskDay, timingOf, type PlanGroup, type TaskTiming } from './dates'
import { checkDocument, type DocumentCheck } from './documents'
import type { PlanRecord, PlanSetup, TaskState } from './record'
import type { Audience, PlanLanguage, PlanTask } from './types'

export interface PlanItem {
  id: string
  day: string
  offsetDays: number
  group: PlanGroup
  timing: TaskTiming
  title: string
  details: string
  audience: Audience
  link?: string
  own: boolean
  state: TaskState
  /** For one person of several (each adult, each child): who, counted from 1. */
  person?: Person
}

export interface Person {
  audience: 'adult' | 'child'
  n: number
}

/** A task's title for one person, in the person's language: 'Renew your passport (Adult 2)'. */
export type PersonTitle = (title: string, person: Person) => string

/**
 * Whom a task is ticked for: once, or each adult (each child) apart when there are several. The first
 * person's task keeps the task's own id, so what was ticked before the household grew stays ticked.
 */
function peopleOf(task: PlanTask, setup: PlanSetup): (Person | undefined)[] {
  const audience = task.audience
  if (audience !== 'adult' && audience !== 'child') return [undefined]
  const count = audience === 'adult' ? setup.adults : setup.children
  return count < 2 ? [undefined] : Array.from({ length: count }, (_, index) => ({ audience, n: index + 1 }))
}

/** Whether a task applies: its country (or all), and someone in the household it is for. */
export function applies(task: PlanTask, setup: PlanSetup): boolean {
  if (task.countries !== 'all' && !task.countries.includes(setup.country)) return false
  if (task.audience === 'adult') return setup.adults > 0
  if (task.audience === 'child') return setup.children > 0
  if (task.audience === 'pet') return setup.pets > 0
  return true
}

export function planItems(tasks: readonly PlanTask[], plan: PlanRecord, language: PlanLanguage, todayDay: string, personTitle: PersonTitle): PlanItem[] {
  const setup = plan.setup
  if (!setup) return []
  const items: PlanItem[] = tasks
    .filter((task) => applies(task, setup))
    .flatMap((task) =>
      peopleOf(task, setup).map((person): PlanItem => {
        const id = person && person.n > 1 ? `${task.id}:${person.audience}${person.n}` : task.id
        const day = taskDay(setup.moveDate, task.offsetDays)
        const state = plan.tasks[id] ?? {}
        return {
          id,
          day,
          offsetDays: task.offsetDays,
          group: groupOf(task.offsetDays),
          timing: timingOf(day, state.doneOn, todayDay),
          title: person ? personTitle(task.title[language], person) : task.title[language],
          details: task.details[language],
          audience: task.audience,
          ...(task.link ? { link: task.link } : {}),
          own: false,
          state,
          ...(person ? { person } : {}),
        }
      }),
    )
  for (const own of plan.own) {
    const day = taskDay(setup.moveDate, own.offsetDays)
    const state = plan.tasks[own.id] ?? {}
    items.push({
      id: own.id,
      day,
      offsetDays: own.offsetDays,
      group: groupOf(own.offsetDays),
      timing: timingOf(day, state.doneOn, todayDay),
      title: own.title,
      details: '',
      audience: 'household',
      own: true,
      state,
    })
  }
  // By day, then the checklist's order (a stable sort keeps it).
  return items.sort((a, b) => daysBetween(b.day, a.day))
}

export interface Glance {
  overdue: number
  thisWeek: number
  done: number
  open: number
}

export function glance(items: readonly PlanItem[]): Glance {
  const shown = items.filter((item) => !item.state.hidden)
  return {
    overdue: shown.filter((item) => item.timing === 'overdue').length,
    thisWeek: shown.filter((item) => item.timing === 'thisWeek').length,
    done: shown.filter((item) => item.timing === 'done').length,
    open: shown.filter((item) => item.timing !== 'done').length,
  }
}

/** One document to date: a task with a validity, for one person. */
export interface DocumentSlot {
  key: string
  taskId: string
  title: string
  audience: 'adult' | 'child'
  /** 1-based, among the adults or the children. */
  person: number
  validityMonths: number
  expiry?: string
  check?: DocumentCheck
}

export function documentSlots(tasks: readonly PlanTask[], plan: PlanRecord, language: PlanLanguage): DocumentSlot[] {
  const setup = plan.setup
  if (!setup) return []
  const slots: DocumentSlot[] = []
  for (const task of tasks) {
    if (task.validityMonths === undefined || !applies(task, setup)) continue
    const groups: ['adult' | 'child', number][] =
      task.audience === 'adult' ? [['adult', setup.adults]] : task.audience === 'child' ? [['child', setup.children]] : task.audience === 'household' ? [['adult', setup.adults], ['child', setup.children]] : []
    for (const [audience, count] of groups) {
      for (let person = 1; person <= count; person += 1) {
        const key = `${task.id}:${audience}${person}`
        const expiry = plan.documents[key]
        slots.push({
          key,
          taskId: task.id,
          title: task.title[language],
          audience,
          person,
          validityMonths: task.validityMonths,
          ...(expiry ? { expiry, check: checkDocument(expiry, setup.moveDate, task.validityMonths) } : {}),
        })
      }
    }
  }
  return slots
}
