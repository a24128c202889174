// Every name Waypoint keeps something under in the browser is in src/content/storage-keys.ts: a module
// that invents its own key, or a second spelling of a listed one, fails here with the file and the name.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { storage } from '@/content/storage-keys'

const ROOT = path.resolve(__dirname, '../..')
const LIST = path.join('src', 'content', 'storage-keys.ts')

/** 'waypoint…' strings that are not storage names, with what they are. */
const NOT_STORAGE: Record<string, string> = {
  'waypoint-settings': "the id of the page's settings block (src/content/settings.ts)",
  'waypoint:service-outbox-saved': 'a window event name',
  'waypoint-operator': "the operator's authentication realm (server/app.ts)",
  'waypoint-team': "the demo WordPress author's slug",
  'waypoint-sqlite-store': "the SQLite store thread's name",
  'waypoint-server': "the dev server's plugin name",
  'waypoint-planner-v1': "the demo planner page's own key (another site's storage in a deployment)",
}

/** A listed name that also means something else in one file: the move plan's backup format marker. */
const ALSO_A_MARKER: Record<string, string> = { [path.join('src', 'features', 'plan', 'record.ts')]: 'waypoint-plan' }

/** Files that repeat a listed name because they may not import it: the service worker imports no product code. */
const MAY_REPEAT = new Set([path.join('src', 'sw', 'sw.ts')])

function sources(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)))
}

const names = new Set<string>(Object.values(storage).map((entry) => entry.name))

describe('the storage list', () => {
  it('names each key once', () => {
    expect(names.size).toBe(Object.keys(storage).length)
  })

  it('holds every storage name the app and the server use, each written only there', () => {
    const problems: string[] = []
    for (const file of [...sources('src'), ...sources('server')]) {
      if (file === LIST || file.startsWith(path.join('src', 'locales'))) continue
      const text = readFileSync(path.join(ROOT, file), 'utf8')
      for (const match of text.matchAll(/['"`](waypoint[-:][\w:-]*)['"`]/g)) {
        const name = match[1] ?? ''
        if (name in NOT_STORAGE || ALSO_A_MARKER[file] === name) continue
        if (!names.has(name)) problems.push(`${file}: '${name}' is not in ${LIST}`)
        else if (!MAY_REPEAT.has(file)) problems.push(`${file}: '${name}' is written out; import it from ${LIST}`)
      }
    }
    expect(problems).toEqual([])
  })
})
