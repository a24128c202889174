// What a person keeps of their plan, and reading it back from anything (the device, a backup file) without
// trusting its shape: only well-formed parts are kept.
import { isoDay, isRecord } from '@/lib/input'

export const PLAN_FORMAT = 'waypoint-plan'
export const PLAN_VERSION = 1

export interface PlanSetup {
  /** The destination city as shown ('' when only a country was chosen). */
  city: string
  /** ISO 3166 alpha-2 code of the destination country ('' when unknown). */
  country: string
  /** 'YYYY-MM-DD' */
  moveDate: string
  adults: number
  children: number
  pets: number
}

export interface TaskState {
  /** The day it was ticked. */
  doneOn?: string
  note?: string
  hidden?: boolean
}

/** A task the person added: dated relative to the move, so it moves with the move date. */
export interface OwnTask {
  id: string
  title: string
  offsetDays: number
}

export interface PlanRecord {
  setup: PlanSetup | null
  tasks: Readonly<Record<string, TaskState>>
  own: readonly OwnTask[]
  /** Expiry days by document key (`<task id>:<person>`). */
  documents: Readonly<Record<string, string>>
}

export const emptyPlan: PlanRecord = { setup: null, tasks: {}, own: [], documents: {} }

const MAX_NOTE = 2000
const MAX_TITLE = 200
const KEY = /^[A-Za-z0-9._:-]{1,80}$/

function count(value: unknown, max: number): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max ? value : null
}

function text(value: unknown, max: number): string | null {
  return typeof value === 'string' && value.length <= max ? value : null
}

export function readSetup(value: unknown): PlanSetup | null {
  if (!isRecord(value)) return null
  const moveDate = isoDay(value.moveDate)
  const city = text(value.city, 120)
  const country = typeof value.country === 'string' && /^([A-Z]{2})?$/.test(value.country) ? value.country : null
  const adults = count(value.adults, 20)
  const children = count(value.children, 20)
  const pets = count(value.pets, 20)
  if (!moveDate || city === null || country === null || adults === null || children === null || pets === null) return null
  return { city, country, moveDate, adults, children, pets }
}

function readTaskState(value: unknown): TaskState | null {
  if (!isRecord(value)) return null
  const doneOn = value.doneOn === undefined ? undefined : isoDay(value.doneOn)
  const note = value.note === undefined ? undefined : text(value.note, MAX_NOTE)
  if (doneOn === null || note === null || (value.hidden !== undefined && typeof value.hidden !== 'boolean')) return null
  return { ...(doneOn ? { doneOn } : {}), ...(note ? { note } : {}), ...(value.hidden ? { hidden: true } : {}) }
}

function readOwn(value: unknown): OwnTask | null {
  if (!isRecord(value)) return null
  const title = text(value.title, MAX_TITLE)
  const offset = value.offsetDays
  if (typeof value.id !== 'string' || !/^own-[A-Za-z0-9-]{1,40}$/.test(value.id) || !title || typeof offset !== 'number' || !Number.isInteger(offset) || Math.abs(offset) > 3650) return null
  return { id: value.id, title, offsetDays: offset }
}

/**
 * The plan a value holds, or null when it is not one: every part must have its shape (a backup is refused
 * whole rather than half-restored). Limits keep a hostile file from filling the device.
 */
export function readPlan(value: unknown): PlanRecord | null {
  if (!isRecord(value)) return null
  const setup = value.setup === null ? null : readSetup(value.setup)
  if (value.setup !== null && setup === null) return null
  if (!isRecord(value.tasks) || !Array.isArray(value.own) || !isRecord(value.documents)) return null
  const taskEntries = Object.entries(value.tasks)
  const documentEntries = Object.entries(value.documents)
  if (taskEntries.length > 1000 || value.own.length > 500 || documentEntries.length > 500) return null
  const tasks: Record<string, TaskState> = {}
  for (const [id, state] of taskEntries) {
    const read = readTaskState(state)
    if (!KEY.test(id) || !read) return null
    if (Object.keys(read).length > 0) tasks[id] = read
  }
  const own: OwnTask[] = []
  for (const item of value.own) {
    const read = readOwn(item)
    if (!read) return null
    own.push(read)
  }
  const documents: Record<string, string> = {}
  for (const [id, day] of documentEntries) {
    const expiry = isoDay(day)
    if (!KEY.test(id) || !expiry) return null
    documents[id] = expiry
  }
  return { setup, tasks, own, documents }
}

/** The stored (and backed-up) envelope. */
export function envelope(plan: PlanRecord, extra: Record<string, unknown> = {}) {
  return { format: PLAN_FORMAT, v: PLAN_VERSION, ...extra, plan }
}
