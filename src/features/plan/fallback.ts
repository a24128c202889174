// The built-in checklist: the core steps (src/content/move-plan.ts), used when the consultancy's sheet is
// not set, cannot be read and nothing is cached, or holds no task.
import { coreChecklist, type ChecklistRow } from '@/content/move-plan'
import type { PlanTask } from './types'

export function taskFromRow(row: ChecklistRow): PlanTask {
  return {
    id: row.id,
    offsetDays: row.days,
    countries: row.countries === 'all' ? 'all' : row.countries.split(',').map((code) => code.trim().toUpperCase()),
    audience: row.for,
    title: row.title,
    details: row.details,
    ...(row.link ? { link: row.link } : {}),
    ...(row.validMonths !== undefined ? { validityMonths: row.validMonths } : {}),
  }
}

export const fallbackTasks: readonly PlanTask[] = coreChecklist.map(taskFromRow)
