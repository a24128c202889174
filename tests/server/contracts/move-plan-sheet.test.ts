// The move-plan sheet's contract: the client's parser over the demo stand-in, every row whole, in the four
// languages as their readers write them; and the setting reaching the CSP only when it is set.
import { describe, expect, it } from 'vitest'
import { parseSettings } from '@server/config'
import { settingOrigins } from '@server/lib/security'
import { fallbackTasks } from '@/features/plan/fallback'
import { parsePlanSheet } from '@/features/plan/parse'
import { LIVE_ENV, testApp } from '../helpers'

const app = testApp()

async function sheetText() {
  const response = await app.request('http://127.0.0.1:4173/demo/sheets/move-plan/pub?output=tsv')
  return { response, text: await response.text() }
}

describe('GET /demo/sheets/move-plan/pub?output=tsv', () => {
  it('serves a checklist of about 40 tasks the client reads whole, general and Israeli', async () => {
    const { response, text } = await sheetText()
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/tab-separated-values')
    const { tasks, skipped } = parsePlanSheet(text)
    expect(skipped).toBe(0)
    expect(tasks.length).toBeGreaterThanOrEqual(38)
    expect(tasks.filter((task) => task.countries !== 'all').every((task) => task.countries.includes('IL'))).toBe(true)
    expect(tasks.filter((task) => task.countries !== 'all').length).toBeGreaterThanOrEqual(15)
    for (const id of ['il-aliyah-file', 'il-apostille', 'il-teudat-zehut', 'il-kupat-holim', 'il-misrad-haklita', 'il-arnona', 'il-ulpan', 'il-driving-licence', 'il-lift', 'il-bank']) {
      expect(tasks.map((task) => task.id)).toContain(id)
    }
    // The built-in checklist is part of the sheet, word for word.
    for (const core of fallbackTasks) expect(tasks.find((task) => task.id === core.id)).toEqual(core)
  })

  it('is written in each language: Hebrew in Hebrew letters, Russian in Cyrillic, French with a no-break space before : ; ! ?', async () => {
    const { tasks } = parsePlanSheet((await sheetText()).text)
    for (const task of tasks) {
      for (const field of [task.title, task.details]) {
        expect(field.he, task.id).toMatch(/[\u0590-\u05ff]/)
        expect(field.ru, task.id).toMatch(/[\u0400-\u04ff]/)
        expect(field.fr, task.id).not.toMatch(/[^\u00a0\u202f][:;!?]/)
        expect(field.fr, task.id).not.toBe(field.en)
      }
    }
  })
})

describe('MOVE_PLAN_SHEET_URL', () => {
  it('is optional on live data; when set its origin joins connect-src', () => {
    expect(parseSettings(LIVE_ENV).settings.movePlanSheetUrl).toBe('')
    const set = parseSettings({ ...LIVE_ENV, MOVE_PLAN_SHEET_URL: 'https://sheets.example.org/d/e/xyz/pub?output=tsv' })
    expect(set.settings.movePlanSheetUrl).toBe('https://sheets.example.org/d/e/xyz/pub?output=tsv')
    expect(settingOrigins(set.settings).connect).toContain('https://sheets.example.org')
    expect(settingOrigins(parseSettings(LIVE_ENV).settings).connect).not.toContain('https://sheets.example.org')
  })

  it('refuses a malformed address at start', () => {
    expect(() => parseSettings({ ...LIVE_ENV, MOVE_PLAN_SHEET_URL: 'javascript:alert(1)' })).toThrow(/MOVE_PLAN_SHEET_URL/)
  })
})
