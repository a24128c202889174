// 'My move plan' against the real server and the demo checklist: set up, tick a task and find it ticked
// after a reload with the network cut (service worker included), change the move date and see the tasks
// move, export the calendar and read it back with an iCalendar parser, back up and restore (and refuse a
// damaged file), and flag a passport that expires too soon. On a wide screen in English and on a phone in
// Hebrew, where the count due this week shows in the bottom menu.
import { readFileSync } from 'node:fs'
import ICAL from 'ical.js'
import type { Page } from '@playwright/test'
import { expect as baseExpect, cutNetwork, desktop, installed, overlayReady, phone, restoreNetwork, test, waitForOfflineReady } from './fixtures'

const expect = baseExpect.configure({ timeout: 15_000 })
test.describe.configure({ timeout: 120_000 })

/** 1 June 2026, mid-morning: "today" for every journey. */
const TODAY = new Date('2026-06-01T10:00:00')

/** A day as the screen writes it, in the page's own Intl (the person's language). */
function shown(page: Page, day: string, language: string) {
  return page.evaluate(
    ([day, language]) =>
      new Intl.DateTimeFormat(language === 'en' ? 'en-US' : language, { year: 'numeric', month: 'long', day: 'numeric', weekday: 'short', timeZone: 'UTC' }).format(
        new Date(`${day}T12:00:00Z`),
      ),
    [day, language] as const,
  )
}

/** A value set inside a Hebrew sentence, isolated (as the catalogs write it) so it reads in its own order. */
const iso = (value: string) => `\u2068${value}\u2069`

test.describe('the move plan on a wide screen, in English', () => {
  test.use({ ...desktop, serviceWorkers: 'allow' })
  test.describe.configure({ timeout: 180_000 })

  installed('set up, tick, reload offline and find it ticked; change the date; calendar; backup and restore; passport flagged', async ({ page, context }) => {
    await page.clock.setFixedTime(TODAY)
    await page.goto('/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await nav.getByRole('button', { name: 'Client Area' }).click()
    // The spec's external planner stays as it was, beside the new entry.
    await expect(nav.getByRole('link', { name: 'My Relocation Planner' })).toHaveAttribute('target', '_blank')
    await nav.getByRole('link', { name: 'My move plan' }).click()
    await expect(page).toHaveURL(/\/plan$/)
    const dialog = page.getByRole('dialog', { name: 'My move plan' })
    await overlayReady(page)

    // Set up: a city from the destinations sheet, the platform's date input, the household.
    await dialog.getByRole('button', { name: 'Save plan' }).click()
    await expect(dialog.getByRole('combobox', { name: /Destination/ })).toBeFocused()
    await expect(dialog.getByText('Choose a city or a country from the list')).toBeVisible()
    await dialog.getByRole('combobox', { name: /Destination/ }).fill('Tel Aviv, Israel')
    await expect(dialog.getByLabel('Move date')).toHaveAttribute('type', 'date')
    await dialog.getByLabel('Move date').fill('2026-09-01')
    await dialog.getByRole('spinbutton', { name: 'Adults' }).fill('2')
    await dialog.getByRole('spinbutton', { name: 'Children' }).fill('1')
    await dialog.getByRole('button', { name: 'Save plan' }).click()

    await expect(dialog.getByRole('heading', { name: `Tel Aviv, Israel, moving on ${await shown(page, '2026-09-01', 'en')}` })).toBeVisible()
    const kupat = dialog.locator('#task-il-kupat-holim')
    await expect(kupat.getByText(`Due ${await shown(page, '2026-09-04', 'en')}`)).toBeVisible()
    await expect(kupat.getByText('For the household')).toBeVisible()
    await expect(dialog.getByRole('region', { name: 'The first week' }).getByRole('checkbox', { name: 'Join a kupat holim' })).toBeVisible()
    // No pets: the pets' task is not in this household's plan; a child's is.
    await expect(dialog.getByRole('checkbox', { name: 'Microchip and vaccinate your pet' })).toHaveCount(0)
    await expect(dialog.getByRole('checkbox', { name: 'Choose and apply to a school' })).toBeVisible()

    // A step for each adult is there once per adult, each ticked on its own.
    await dialog.getByRole('checkbox', { name: 'Check your passport (Adult 1)' }).check()
    await expect(dialog.getByRole('checkbox', { name: 'Check your passport (Adult 2)' })).not.toBeChecked()
    await dialog.getByRole('checkbox', { name: 'Check your passport (Adult 1)' }).uncheck()

    // Tick: it records the day.
    await dialog.getByRole('checkbox', { name: 'Join a kupat holim' }).check()
    await expect(kupat.getByText(`Done on ${await shown(page, '2026-06-01', 'en')}`)).toBeVisible()
    const glance = dialog.getByRole('region', { name: 'At a glance' })
    // Overdue: the eleven steps due before today (Aliyah file, rabbi's letter, each adult's apostilles,
    // budget, research, each adult's passport check and the child's, visa, interview); this week: movers and
    // school (90 days out); done: one.
    await expect(glance.getByRole('definition')).toHaveText(['11', '2', '1'])

    // Offline, really: every request fails, the service worker's too; the plan is still there, ticked.
    await waitForOfflineReady(page, 90_000)
    await cutNetwork(context)
    await page.reload()
    await overlayReady(page)
    await expect(dialog.getByRole('checkbox', { name: 'Join a kupat holim' })).toBeChecked()
    await expect(dialog.getByRole('checkbox', { name: 'Open your Aliyah file' })).not.toBeChecked()
    // The whole checklist, not the built-in fallback.
    await expect(dialog.getByRole('checkbox', { name: 'Book your Aliyah flight' })).toBeVisible()
    await restoreNetwork(context)

    // A passport expiring before the move date plus six months is flagged, with what to do.
    await dialog.getByLabel('Check your passport: Adult 1, expiry date').fill('2026-12-31')
    await expect(dialog.getByRole('alert')).toHaveText(`Expires too soon: it must still be valid on ${await shown(page, '2027-03-01', 'en')}. Renew it before you travel.`)
    await dialog.getByLabel('Check your passport: Adult 1, expiry date').fill('2028-01-31')
    await expect(dialog.getByText(`Valid long enough (at least until ${await shown(page, '2027-03-01', 'en')}).`)).toBeVisible()
    await expect(dialog.getByRole('alert')).toHaveCount(0)

    // Changing the date re-dates every task. From the keyboard, focus goes into the form and back to the
    // button that opened it (it fell to the page's body before).
    const change = dialog.getByRole('button', { name: 'Change destination, date or household' })
    await change.press('Enter')
    await expect(dialog.getByRole('combobox', { name: /Destination/ })).toBeFocused()
    await dialog.getByRole('button', { name: 'Cancel' }).press('Enter')
    await expect(change).toBeFocused()
    await change.click()
    await dialog.getByLabel('Move date').fill('2026-10-01')
    await dialog.getByRole('button', { name: 'Save plan' }).press('Enter')
    await expect(change).toBeFocused()
    await expect(kupat.getByText(`Due ${await shown(page, '2026-10-04', 'en')}`)).toBeVisible()
    await expect(dialog.locator('#task-il-aliyah-file').getByText(`Due ${await shown(page, '2026-01-04', 'en')}`)).toBeVisible()

    // Hiding a task moves focus to the next task's box; showing it again, to its own.
    await dialog.getByRole('button', { name: 'Hide Open your Aliyah file' }).press('Enter')
    await expect(dialog.getByRole('checkbox', { name: 'Open your Aliyah file' })).toHaveCount(0)
    await expect(page.locator(':focus')).toHaveAttribute('type', 'checkbox')
    await dialog.getByRole('button', { name: 'Show again Open your Aliyah file' }).press('Enter')
    await expect(dialog.getByRole('checkbox', { name: 'Open your Aliyah file' })).toBeFocused()
    // A task of one's own, refused empty: focus goes to the first field, which says why.
    await dialog.getByRole('button', { name: 'Add task' }).press('Enter')
    await expect(dialog.getByRole('textbox', { name: 'What to do' })).toBeFocused()
    await expect(dialog.getByText('Write what to do')).toBeVisible()
    await expect(dialog.getByText('Choose a date')).toBeVisible()
    // One's own task removed by mistake: Undo puts it back, ticked as it was, with focus on it.
    await dialog.getByRole('textbox', { name: 'What to do' }).fill('Book the movers')
    await dialog.getByLabel('Date', { exact: true }).fill('2026-09-20')
    await dialog.getByRole('button', { name: 'Add task' }).press('Enter')
    const own = dialog.getByRole('checkbox', { name: 'Book the movers' })
    await own.check()
    await dialog.getByRole('button', { name: 'Remove Book the movers' }).press('Enter')
    await expect(own).toHaveCount(0)
    // Said at the foot of the screen, in view wherever the task was.
    const removed = dialog.getByRole('alert').filter({ hasText: 'Task removed: Book the movers' })
    await expect(removed).toBeInViewport()
    await dialog.getByRole('button', { name: 'Undo Book the movers' }).press('Enter')
    await expect(own).toBeFocused()
    await expect(own).toBeChecked()
    await expect(dialog.getByText('Task removed: Book the movers')).toHaveCount(0)
    // Removed again, and the message dismissed: the task stays removed.
    await dialog.getByRole('button', { name: 'Remove Book the movers' }).press('Enter')
    await removed.getByRole('button', { name: 'Dismiss' }).click()
    await expect(removed).toHaveCount(0)
    await expect(own).toHaveCount(0)

    // The calendar: one all-day event per open task, stable UIDs, read back with a real parser.
    const calendarDownload = page.waitForEvent('download')
    await dialog.getByRole('button', { name: 'Add to calendar' }).click()
    const calendarFile = await calendarDownload
    expect(calendarFile.suggestedFilename()).toBe('waypoint-move-plan.ics')
    const calendar = new ICAL.Component(ICAL.parse(readFileSync(await calendarFile.path(), 'utf8')))
    const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component))
    const aliyah = events.find((event) => event.uid === 'il-aliyah-file@127.0.0.1')
    expect(aliyah?.summary).toBe('Open your Aliyah file')
    expect(aliyah?.startDate.toString()).toBe('2026-01-04')
    expect(aliyah?.startDate.isDate).toBe(true)
    // Done tasks are not in it.
    expect(events.some((event) => event.uid.startsWith('il-kupat-holim@'))).toBe(false)

    // A backup, then a damaged file refused with nothing changed, then the backup restored.
    const backupDownload = page.waitForEvent('download')
    await dialog.getByRole('button', { name: 'Download a backup' }).click()
    const backup = readFileSync(await (await backupDownload).path(), 'utf8')
    expect(JSON.parse(backup)).toMatchObject({ format: 'waypoint-plan', v: 1, plan: { tasks: { 'il-kupat-holim': { doneOn: '2026-06-01' } } } })

    await dialog.getByRole('checkbox', { name: 'Join a kupat holim' }).uncheck()
    const restore = dialog.getByLabel('Restore from a backup file')
    await restore.setInputFiles({ name: 'plan.json', mimeType: 'application/json', buffer: Buffer.from(backup.slice(0, 200)) })
    await expect(dialog.getByRole('alert')).toHaveText('This file is damaged or is not a plan backup. Nothing was changed.')
    await restore.setInputFiles({ name: 'plan.json', mimeType: 'application/json', buffer: Buffer.from(backup.replace('"v": 1', '"v": 9')) })
    await expect(dialog.getByRole('alert')).toHaveText('This backup comes from a newer version of the app. Update the app, then try again. Nothing was changed.')
    await expect(dialog.getByRole('checkbox', { name: 'Join a kupat holim' })).not.toBeChecked()
    await expect(kupat.getByText(`Due ${await shown(page, '2026-10-04', 'en')}`)).toBeVisible()

    // A person picks the file through the button they see, which reads in the page's language (the file
    // input's own button and "No file chosen" would read in the browser's).
    const chooser = page.waitForEvent('filechooser')
    await dialog.getByText('Restore from a backup file', { exact: true }).click()
    await (await chooser).setFiles({ name: 'plan.json', mimeType: 'application/json', buffer: Buffer.from(backup) })
    await expect(dialog.getByRole('status').filter({ hasText: 'Your plan was restored from the file.' })).toBeVisible()
    await expect(dialog.getByRole('checkbox', { name: 'Join a kupat holim' })).toBeChecked()
    await expect(kupat.getByText(`Done on ${await shown(page, '2026-06-01', 'en')}`)).toBeVisible()

    // A task's link opens the app's own screen: the services with the movers' service chosen, an article.
    await dialog.getByRole('button', { name: 'Open Get quotes from international movers' }).click()
    await expect(page).toHaveURL(/\/services\?service=shipping$/)
    await expect(page.getByRole('dialog', { name: 'Request Service Information' }).getByText('Shipping & Logistics')).toBeVisible()
    await page.goBack()
    await overlayReady(page)
    await dialog.getByRole('button', { name: 'Open Open your Aliyah file' }).click()
    await expect(page).toHaveURL(/\/news\/post\/1424$/)
    await expect(page.getByRole('dialog', { name: 'Article' }).getByRole('heading', { name: 'Making aliyah: the paperwork, step by step' })).toBeVisible()

    // A calendar event's link opens the plan at its task, far down the list, with its box focused.
    const link = String(aliyah?.component.getFirstPropertyValue('url'))
    expect(link).toMatch(/\/plan#task-il-aliyah-file$/)
    await page.goto(new URL(link).pathname + new URL(link).hash)
    const box = page.getByRole('dialog', { name: 'My move plan' }).getByRole('checkbox', { name: 'Open your Aliyah file' })
    await expect(box).toBeFocused()
    await expect(box).toBeInViewport()
  })
})

test.describe('the move plan on a phone, in Hebrew', () => {
  test.use({ ...phone, serviceWorkers: 'allow', locale: 'he-IL' })
  test.describe.configure({ timeout: 180_000 })

  installed('set up by country, due this week counted in the bottom menu, tick, offline reload, date moved, passport flagged', async ({ page, context }) => {
    await page.clock.setFixedTime(TODAY)
    await page.goto('/plan?lang=he')
    const dialog = page.getByRole('dialog', { name: 'תוכנית המעבר שלי' })
    await overlayReady(page)
    // The sheet's cities are offered in Hebrew, with their country, where the app names the city (the
    // sheet says Tel Aviv, Jerusalem); a city typed in Hebrew alone is found.
    await expect(dialog.locator('datalist option[value="תל אביב, ישראל"]')).toHaveCount(1)
    await expect(dialog.locator('datalist option[value="ירושלים, ישראל"]')).toHaveCount(1)
    await expect(dialog.locator('datalist option[value="Tel Aviv, Israel"]')).toHaveCount(0)
    const destination = dialog.getByRole('combobox', { name: /יעד/ })
    await destination.fill('ירושלים')
    await dialog.getByRole('button', { name: 'שמירת התוכנית' }).click()
    await expect(destination).not.toHaveAttribute('aria-invalid', 'true')
    await dialog.getByRole('combobox', { name: /יעד/ }).fill('ישראל')
    await dialog.getByLabel('תאריך המעבר').fill('2026-06-04')
    await dialog.getByRole('button', { name: 'שמירת התוכנית' }).click()
    await expect(dialog.getByRole('heading', { name: `${iso('ישראל')}, מעבר ב־${iso(await shown(page, '2026-06-04', 'he'))}` })).toBeVisible()

    // Due this week (1 to 7 June): medicines, check-in, Teudat Zehut, SIM card, kupat holim.
    const glance = dialog.getByRole('region', { name: 'במבט אחד' })
    await expect(glance.getByRole('definition').nth(1)).toHaveText('5')
    await page.getByRole('button', { name: 'סגירה' }).first().click()
    const bottom = page.getByRole('navigation', { name: 'אפליקציה' })
    await bottom.getByRole('button', { name: 'אזור אישי' }).click()
    await bottom.getByRole('link', { name: 'תוכנית המעבר שלי 5 לביצוע השבוע' }).click()
    await overlayReady(page)

    await dialog.getByRole('checkbox', { name: 'הירשמו לקופת חולים' }).check()
    await expect(dialog.locator('#task-il-kupat-holim').getByText(`בוצע ב־${iso(await shown(page, '2026-06-01', 'he'))}`)).toBeVisible()
    await expect(glance.getByRole('definition').nth(1)).toHaveText('4')

    await waitForOfflineReady(page, 90_000)
    await cutNetwork(context)
    await page.reload()
    await overlayReady(page)
    await expect(dialog.getByRole('checkbox', { name: 'הירשמו לקופת חולים' })).toBeChecked()
    await restoreNetwork(context)

    await dialog.getByRole('button', { name: 'שינוי יעד, תאריך או הרכב המשפחה' }).click()
    await dialog.getByLabel('תאריך המעבר').fill('2026-07-04')
    await dialog.getByRole('button', { name: 'שמירת התוכנית' }).click()
    await expect(dialog.locator('#task-il-teudat-zehut').getByText(`עד ${iso(await shown(page, '2026-07-04', 'he'))}`)).toBeVisible()

    await dialog.getByLabel(`${iso('בדקו את הדרכון')}: ${iso('מבוגר 1')}, תאריך תפוגה`).fill('2026-08-01')
    await expect(dialog.getByRole('alert')).toContainText(`פג מוקדם מדי: הוא צריך להיות בתוקף ב־${iso(await shown(page, '2027-01-04', 'he'))}`)
  })
})
