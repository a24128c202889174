// The plan as a file to keep or to move to another phone, and reading one back: the file is checked whole
// (size, JSON, our format marker, a version this app knows, every part's shape) and refused with the
// reason otherwise, so a restore either replaces the plan entirely or changes nothing.
import { isRecord } from '@/lib/input'
import { envelope, PLAN_FORMAT, PLAN_VERSION, readPlan, type PlanRecord } from './record'

/** A real plan is a few kilobytes; anything this large is not ours. */
export const MAX_BACKUP_BYTES = 512 * 1024

export type RestoreRefusal = 'tooLarge' | 'notJson' | 'foreign' | 'newer' | 'damaged'

export type RestoreResult = { ok: true; plan: PlanRecord } | { ok: false; reason: RestoreRefusal }

export function backupText(plan: PlanRecord, now: Date): string {
  return JSON.stringify(envelope(plan, { exportedAt: now.toISOString() }), null, 2)
}

export function backupFileName(day: string): string {
  return `waypoint-move-plan-${day}.json`
}

/** Reads a backup's text (`size` is the file's size in bytes, checked before anything is read). */
export function readBackup(text: string, size: number = new TextEncoder().encode(text).length): RestoreResult {
  if (size > MAX_BACKUP_BYTES) return { ok: false, reason: 'tooLarge' }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return { ok: false, reason: 'notJson' }
  }
  if (!isRecord(json) || json.format !== PLAN_FORMAT) return { ok: false, reason: 'foreign' }
  if (typeof json.v !== 'number' || !Number.isInteger(json.v) || json.v < 1) return { ok: false, reason: 'damaged' }
  if (json.v > PLAN_VERSION) return { ok: false, reason: 'newer' }
  const plan = readPlan(json.plan)
  return plan ? { ok: true, plan } : { ok: false, reason: 'damaged' }
}
