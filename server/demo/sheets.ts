// GET /demo/sheets/destinations/pub?output=tsv: the destinations spreadsheet as Google Sheets publishes
// it ("File > Share > Publish to web"): a header row of human titles, one row per city, tab-separated,
// CRLF line ends like Google's export. output=csv gives the same table as CSV.
import { Hono } from 'hono'
import type { AppDeps } from '../lib/context'
import { faultSwitch } from '../lib/faults'
import { jsonError, linkOrigin } from '../lib/responses'
import { destinationColumns, destinationRows, ORIGIN } from './content/destinations'
import { moveChecklist } from './content/move-plan'

/** The move checklist as its sheet holds it: the columns of docs/deploy.md, one row per task. */
export function movePlanTable(): string[][] {
  const languages = ['en', 'he', 'fr', 'ru'] as const
  const header = ['ID', 'Days', 'Countries', 'For', ...languages.map((l) => `Title ${l.toUpperCase()}`), ...languages.map((l) => `Details ${l.toUpperCase()}`), 'Link', 'Valid months']
  const rows = moveChecklist.map((row) => [
    row.id,
    String(row.days),
    row.countries,
    row.for,
    ...languages.map((l) => row.title[l]),
    ...languages.map((l) => row.details[l]),
    row.link ?? '',
    row.validMonths === undefined ? '' : String(row.validMonths),
  ])
  return [header, ...rows]
}

/** The table with media addresses made absolute on `origin`. */
function destinationTable(origin: string): string[][] {
  const rows = destinationRows.map((row) => destinationColumns.map((column) => (row[column] ?? '').replaceAll(ORIGIN, origin)))
  return [[...destinationColumns], ...rows]
}

function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value
}

export function sheetRoutes({ config }: AppDeps) {
  const app = new Hono()
  app.use('*', faultSwitch(config.demoFaults, 'sheet'))
  app.get('/destinations/pub', (c) => {
    const output = c.req.query('output') ?? 'tsv'
    const table = destinationTable(linkOrigin(config))
    c.header('Cache-Control', 'public, max-age=300')
    if (output === 'tsv') {
      // Cells never hold tabs or line breaks (a test guards the content), so no quoting is needed.
      c.header('Content-Type', 'text/tab-separated-values; charset=utf-8')
      return c.body(table.map((row) => row.join('\t')).join('\r\n'))
    }
    if (output === 'csv') {
      c.header('Content-Type', 'text/csv; charset=utf-8')
      return c.body(table.map((row) => row.map(csvCell).join(',')).join('\r\n'))
    }
    return jsonError(c, 400, 'output must be tsv or csv', 'bad_parameter')
  })
  app.get('/move-plan/pub', (c) => {
    if ((c.req.query('output') ?? 'tsv') !== 'tsv') return jsonError(c, 400, 'output must be tsv', 'bad_parameter')
    c.header('Cache-Control', 'public, max-age=300')
    c.header('Content-Type', 'text/tab-separated-values; charset=utf-8')
    return c.body(movePlanTable().map((row) => row.join('\t')).join('\r\n'))
  })
  return app
}
