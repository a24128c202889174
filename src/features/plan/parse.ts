// The move-plan sheet (tab-separated, first row headers, as a spreadsheet publishes it) into tasks. The
// text is untrusted: whatever it holds, parsing gives the rows that are whole and a count of the others.
// Columns (titles are matched without case, spaces or punctuation): ID, Days, Countries, For,
// Title EN/HE/FR/RU, Details EN/HE/FR/RU, Link, Valid months. Unknown columns are ignored.
import { isBlankRow, parseTsv } from '@/lib/tsv'
import { AUDIENCES, PLAN_LANGUAGES, type Audience, type Localized, type PlanTask } from './types'

export interface ParsedPlanSheet {
  tasks: PlanTask[]
  /** Data rows left out: no id or a repeated one, days not a whole number in range, unknown 'for', no English title... */
  skipped: number
}

/** Offsets beyond a year either side are typing mistakes. */
export const MAX_OFFSET_DAYS = 365
const MAX_TEXT = 2000

function key(title: string): string {
  return title.toLowerCase().replace(/[^a-z0-9]/g, '')
}

const ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/

/** An app address (root-relative, no scheme tricks) or an https page; anything else is dropped. */
export function safeTaskLink(value: string): string | undefined {
  if (value === '' || value.length > 500 || /[\s"'<>\\]/.test(value)) return undefined
  if (/^\/(?!\/)/.test(value)) return value
  try {
    return new URL(value).protocol === 'https:' ? value : undefined
  } catch {
    return undefined
  }
}

function readCountries(value: string): readonly string[] | 'all' | null {
  const trimmed = value.trim()
  if (trimmed === '' || trimmed.toLowerCase() === 'all') return 'all'
  const codes = trimmed.split(/[,;\s]+/).filter(Boolean).map((code) => code.toUpperCase())
  return codes.every((code) => /^[A-Z]{2}$/.test(code)) ? [...new Set(codes)] : null
}

function readAudience(value: string): Audience | null {
  const word = value.trim().toLowerCase().replace(/^each\s+/, '')
  const audience = word === '' ? 'household' : word === 'children' ? 'child' : word.replace(/s$/, '')
  return (AUDIENCES as readonly string[]).includes(audience) ? (audience as Audience) : null
}

/** A whole number written plainly ('-90', '+7', '0'), or null. */
function readInteger(value: string): number | null {
  const trimmed = value.trim().replace(/^\u2212/, '-')
  return /^[+-]?\d{1,4}$/.test(trimmed) ? Number(trimmed) : null
}

function clean(value: string | undefined): string {
  // eslint-disable-next-line no-control-regex
  return (value ?? '').replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '').trim().slice(0, MAX_TEXT)
}

/** Reads the sheet: whole rows become tasks, the others are counted in `skipped`. Never throws. */
export function parsePlanSheet(text: string): ParsedPlanSheet {
  const rows = parseTsv(text).filter((row) => !isBlankRow(row))
  const [header, ...data] = rows
  if (!header) return { tasks: [], skipped: 0 }
  const columns = new Map<string, number>()
  header.forEach((title, index) => {
    const name = key(title)
    if (name !== '' && !columns.has(name)) columns.set(name, index)
  })
  const cell = (cells: readonly string[], name: string) => {
    const index = columns.get(name)
    return index === undefined ? '' : clean(cells[index])
  }

  const seen = new Set<string>()
  const tasks: PlanTask[] = []
  let skipped = 0
  for (const cells of data) {
    const task = readRow(cells, cell)
    if (!task || seen.has(task.id)) {
      skipped += 1
      continue
    }
    seen.add(task.id)
    tasks.push(task)
  }
  return { tasks, skipped }
}

function readRow(cells: readonly string[], cell: (cells: readonly string[], name: string) => string): PlanTask | null {
  const id = cell(cells, 'id')
  const offsetDays = readInteger(cell(cells, 'days'))
  const countries = readCountries(cell(cells, 'countries'))
  const audience = readAudience(cell(cells, 'for'))
  const english = cell(cells, 'titleen')
  if (!ID.test(id) || offsetDays === null || Math.abs(offsetDays) > MAX_OFFSET_DAYS || !countries || !audience || english === '') return null

  // A language without its own title reads the English one.
  const localized = (field: 'title' | 'details'): Localized => {
    const fallback = cell(cells, `${field}en`)
    return Object.fromEntries(PLAN_LANGUAGES.map((language) => [language, cell(cells, `${field}${language}`) || fallback])) as Localized
  }
  const validity = cell(cells, 'validmonths')
  const months = validity === '' ? undefined : readInteger(validity)
  if (months === null || (months !== undefined && (months < 0 || months > 120))) return null
  const link = safeTaskLink(cell(cells, 'link'))
  return {
    id,
    offsetDays: offsetDays === 0 ? 0 : offsetDays,
    countries,
    audience,
    title: localized('title'),
    details: localized('details'),
    ...(link ? { link } : {}),
    ...(months !== undefined ? { validityMonths: months } : {}),
  }
}

/** The columns in the order the demo sheet and the fallback write them. */
export const PLAN_COLUMNS = [
  'ID',
  'Days',
  'Countries',
  'For',
  ...PLAN_LANGUAGES.map((language) => `Title ${language.toUpperCase()}`),
  ...PLAN_LANGUAGES.map((language) => `Details ${language.toUpperCase()}`),
  'Link',
  'Valid months',
] as const
