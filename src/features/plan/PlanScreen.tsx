import '@mantine/core/styles/Button.layer.css'
import '@mantine/core/styles/CloseButton.layer.css'
import '@mantine/core/styles/Input.layer.css'
import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore, type FormEvent } from 'react'
import { Button, CloseButton, Textarea, TextInput } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { InlineAlert } from '@/components/InlineAlert'
import { writePlanDue } from '@/components/plan-due'
import { dateTimeFormat } from '@/i18n/format'
import { useLanguage, useT, type Translate } from '@/i18n/react'
import { withoutIsolates } from '@/lib/direction'
import { isoDay } from '@/lib/input'
import { searchable } from '@/lib/search-text'
import { backupFileName, backupText, readBackup, type RestoreRefusal } from './backup'
import { cityInLanguage } from '@/components/city-name'
import { codeOfCountry, countryName, countryOptions } from '@/lib/countries'
import { dayAsDate, daysBetween, PLAN_GROUPS, today } from './dates'
import { fallbackTasks } from './fallback'
import { buildCalendar } from './ics'
import { documentSlots, glance, planItems, type PlanItem } from './model'
import { planSheetQuery } from './queries'
import type { OwnTask, PlanRecord, PlanSetup } from './record'
import { planSnapshot, subscribePlan, updatePlan } from './store'
import { PLAN_LANGUAGES, type PlanLanguage, type PlanTask } from './types'
import classes from './PlanScreen.module.css'

export interface PlanCity {
  city: string
  /** The country as the destinations sheet names it (English). */
  country: string
}

function planLanguage(language: string): PlanLanguage {
  return (PLAN_LANGUAGES as readonly string[]).includes(language) ? (language as PlanLanguage) : 'en'
}

function formatDay(day: string, language: string): string {
  return dateTimeFormat(language, { year: 'numeric', month: 'long', day: 'numeric', weekday: 'short', timeZone: 'UTC' }).format(dayAsDate(day))
}

function download(name: string, type: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/** The person's move plan: set-up, the dated checklist, documents, calendar, backup and restore. */
export function PlanScreen({ cities }: { cities: readonly PlanCity[] }) {
  const t = useT()
  const { language } = useLanguage()
  const lang = planLanguage(language)
  const { ready, plan, keptAside, failure } = useSyncExternalStore(subscribePlan, planSnapshot, planSnapshot)
  const sheet = useQuery(planSheetQuery())
  const usingFallback = sheet.isError && !sheet.data
  const tasks: readonly PlanTask[] = sheet.data?.tasks ?? fallbackTasks
  const [editing, setEditing] = useState(false)
  const [removed, setRemoved] = useState<{ task: OwnTask; at: number } | null>(null)
  const [todayDay, setTodayDay] = useState(() => today())
  // Where focus goes once the plan has drawn a change made with a control that is now gone or has moved
  // (a hidden task, a closed form): found after the render, then cleared. Without it, focus fell to the
  // page's body and a keyboard or screen-reader user lost their place (WCAG 2.4.3).
  const focusNext = useRef<(() => HTMLElement | null | undefined) | null>(null)
  useEffect(() => {
    const element = focusNext.current?.()
    if (!element) return
    focusNext.current = null
    element.focus()
  })

  // A task's link from the calendar (/plan#task-<id>) opens the plan at that task, its box focused, once
  // the overlay shows its content (after the loader).
  const askedTask = useRef(taskInAddress())
  useEffect(() => {
    const id = askedTask.current
    if (!ready || id === null) return
    const deadline = performance.now() + 5000
    let frame = 0
    const find = () => {
      const row = document.getElementById(id)
      if (row && row.getClientRects().length > 0) {
        askedTask.current = null
        row.scrollIntoView({ block: 'center' })
        row.querySelector<HTMLElement>('input[type="checkbox"]')?.focus({ preventScroll: true })
      } else if (performance.now() < deadline) frame = window.requestAnimationFrame(find)
    }
    frame = window.requestAnimationFrame(find)
    return () => window.cancelAnimationFrame(frame)
  }, [ready])

  // The calendar moves on at midnight while the plan is open.
  useEffect(() => {
    const timer = window.setInterval(() => setTodayDay(today()), 60_000)
    return () => window.clearInterval(timer)
  }, [])

  const items = useMemo(
    () =>
      planItems(tasks, plan, lang, todayDay, (title, person) =>
        t('plan.task.forPerson', { title, person: personName(t, person.audience, person.n) }),
      ),
    [tasks, plan, lang, todayDay, t],
  )
  const counts = glance(items)

  // The menus' count and the app badge follow the open tasks.
  useEffect(() => {
    if (!ready) return
    writePlanDue(items.filter((item) => !item.state.doneOn && !item.state.hidden).map((item) => item.day))
  }, [ready, items])

  if (!ready) return <p role="status">{t('plan.loading')}</p>

  const notices = (
    <>
      {keptAside && <InlineAlert>{t('plan.store.keptAside')}</InlineAlert>}
      {failure && <InlineAlert>{t(failure === 'quota' ? 'plan.store.quota' : 'plan.store.unavailable')}</InlineAlert>}
    </>
  )

  if (!plan.setup || editing) {
    return (
      <div className={classes.screen}>
        {notices}
        <SetupForm
          cities={cities}
          setup={plan.setup}
          onSave={(setup) => {
            void updatePlan((current) => ({ ...current, setup }))
            focusNext.current = () => document.getElementById(EDIT_BUTTON_ID)
            setEditing(false)
          }}
          {...(plan.setup
            ? {
                onCancel: () => {
                  focusNext.current = () => document.getElementById(EDIT_BUTTON_ID)
                  setEditing(false)
                },
              }
            : {})}
        />
        <BackupActions plan={plan} items={items} />
      </div>
    )
  }

  const setup = plan.setup
  const destination = setup.city ? `${cityInLanguage(t, setup.city, setup.country || undefined)}, ${countryName(setup.country, language)}` : countryName(setup.country, language)
  const hidden = items.filter((item) => item.state.hidden)
  // The tasks in the order they are shown, for where focus goes when one leaves the list.
  const listed = PLAN_GROUPS.flatMap((group) => items.filter((item) => item.group === group && !item.state.hidden))
  /** A task hidden or removed: focus goes to the next task's box (the previous one's at the end). */
  const leaving = (id: string) => {
    const at = listed.findIndex((item) => item.id === id)
    const neighbour = listed[at + 1] ?? listed[at - 1]
    focusNext.current = () =>
      neighbour
        ? taskBox(neighbour.id)
        : (document.getElementById(hiddenRowId(id))?.querySelector('button') ?? document.querySelector<HTMLElement>('form[aria-labelledby="plan-own"] input'))
  }

  const removeOwn = (id: string) => {
    leaving(id)
    const at = plan.own.findIndex((own) => own.id === id)
    const task = plan.own[at]
    if (!task) return
    setRemoved({ task, at })
    void updatePlan((current) => ({ ...current, own: current.own.filter((own) => own.id !== id) }))
  }
  const undoRemove = (task: OwnTask, at: number) => {
    setRemoved(null)
    focusNext.current = () => taskBox(task.id)
    void updatePlan((current) =>
      current.own.some((own) => own.id === task.id) ? current : { ...current, own: [...current.own.slice(0, at), task, ...current.own.slice(at)] },
    )
  }

  return (
    <div className={classes.screen}>
      {notices}
      {usingFallback && <p className={classes.note}>{t('plan.sheet.fallback')}</p>}
      <section className={classes.summary} aria-labelledby="plan-summary">
        <h3 id="plan-summary" className={classes.heading}>
          {t('plan.summary', { destination: setup.country || setup.city ? destination : '—', date: formatDay(setup.moveDate, language) })}
        </h3>
        <p className={classes.meta}>{t('plan.household', { adults: setup.adults, children: setup.children, pets: setup.pets })}</p>
        <Button
          id={EDIT_BUTTON_ID}
          variant="light"
          onClick={() => {
            focusNext.current = () => document.querySelector<HTMLElement>('form[aria-labelledby="plan-setup"] input')
            setEditing(true)
          }}
          className={classes.noPrint}
        >
          {t('plan.edit')}
        </Button>
      </section>

      <section aria-labelledby="plan-glance" className={classes.glance}>
        <h3 id="plan-glance" className="wp-visually-hidden">
          {t('plan.glance.heading')}
        </h3>
        <dl className={classes.counts}>
          <div data-kind="overdue">
            <dt>{t('plan.glance.overdue')}</dt>
            <dd>{counts.overdue}</dd>
          </div>
          <div data-kind="week">
            <dt>{t('plan.glance.thisWeek')}</dt>
            <dd>{counts.thisWeek}</dd>
          </div>
          <div data-kind="done">
            <dt>{t('plan.glance.done')}</dt>
            <dd>{counts.done}</dd>
          </div>
        </dl>
      </section>

      <DocumentsSection tasks={tasks} plan={plan} lang={lang} />

      {PLAN_GROUPS.map((group) => {
        const shown = items.filter((item) => item.group === group && !item.state.hidden)
        if (shown.length === 0) return null
        return (
          <section key={group} aria-labelledby={`plan-group-${group}`} className={classes.group}>
            <h3 id={`plan-group-${group}`} className={classes.heading}>
              {t(`plan.group.${group}`)}
            </h3>
            <ul className={classes.tasks}>
              {shown.map((item) => (
                <TaskRow key={item.id} item={item} todayDay={todayDay} onLeave={() => leaving(item.id)} onRemove={() => removeOwn(item.id)} />
              ))}
            </ul>
          </section>
        )
      })}

      {hidden.length > 0 && (
        <section aria-labelledby="plan-hidden" className={`${classes.group} ${classes.noPrint}`}>
          <h3 id="plan-hidden" className={classes.heading}>
            {t('plan.hidden.heading', { count: hidden.length })}
          </h3>
          <ul className={classes.hiddenList}>
            {hidden.map((item) => (
              <li key={item.id} id={hiddenRowId(item.id)}>
                <span>{item.title}</span>
                <Button
                  variant="subtle"
                  size="compact-sm"
                  onClick={() => {
                    // Focus follows the task back into its list.
                    focusNext.current = () => taskBox(item.id)
                    void updatePlan((current) => setTaskState(current, item.id, { hidden: false }))
                  }}
                >
                  {t('plan.hidden.show')}
                  <span className="wp-visually-hidden"> {item.title}</span>
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}

      <OwnTaskForm moveDate={setup.moveDate} />
      <BackupActions plan={plan} items={items} />
      {/* The own task removed last, until Undo puts it back where it was (its tick and note are kept by its
          id). It stays at the foot of the screen while the plan scrolls, near the task it replaced; an
          alert is read out as it appears. */}
      {removed && (
        <div role="alert" className={`${classes.removed} ${classes.noPrint}`}>
          <span>{t('plan.own.removed', { title: removed.task.title })}</span>
          <span className={classes.removedActions}>
            <Button variant="light" size="compact-sm" onClick={() => undoRemove(removed.task, removed.at)}>
              {t('plan.own.undo')}
              <span className="wp-visually-hidden"> {removed.task.title}</span>
            </Button>
            <CloseButton aria-label={t('plan.own.dismiss')} onClick={() => setRemoved(null)} />
          </span>
        </div>
      )}
    </div>
  )
}

/** The task row the address points at ('#task-il-apostille%3Aadult2'), or null. */
function taskInAddress(): string | null {
  if (typeof window === 'undefined' || !window.location.hash.startsWith('#task-')) return null
  try {
    return decodeURIComponent(window.location.hash.slice(1))
  } catch {
    return null
  }
}

const EDIT_BUTTON_ID = 'plan-edit'
const hiddenRowId = (id: string) => `hidden-${id}`
/** A listed task's checkbox (TaskRow's row is `task-<id>`). */
const taskBox = (id: string) => document.getElementById(`task-${id}`)?.querySelector<HTMLElement>('input[type="checkbox"]')

function setTaskState(plan: PlanRecord, id: string, change: { doneOn?: string | null; note?: string; hidden?: boolean }): PlanRecord {
  const current = plan.tasks[id] ?? {}
  const next = { ...current }
  if (change.doneOn !== undefined) {
    if (change.doneOn === null) delete next.doneOn
    else next.doneOn = change.doneOn
  }
  if (change.note !== undefined) {
    if (change.note === '') delete next.note
    else next.note = change.note
  }
  if (change.hidden !== undefined) {
    if (change.hidden) next.hidden = true
    else delete next.hidden
  }
  return { ...plan, tasks: { ...plan.tasks, [id]: next } }
}

function TaskRow({ item, todayDay, onLeave, onRemove }: { item: PlanItem; todayDay: string; onLeave: () => void; onRemove: () => void }) {
  const t = useT()
  const { language } = useLanguage()
  const router = useRouter()
  const checkboxId = useId()
  const [note, setNote] = useState(item.state.note ?? '')
  const done = Boolean(item.state.doneOn)
  const openLink = () => {
    if (!item.link) return
    if (item.link.startsWith('/')) void router.navigate({ href: item.link })
    else void router.navigate({ to: '/', search: { external: item.link } })
  }
  return (
    <li id={`task-${item.id}`} className={classes.task} data-timing={item.timing}>
      <div className={classes.taskHead}>
        <input
          id={checkboxId}
          type="checkbox"
          className={classes.check}
          checked={done}
          onChange={(event) => {
            const checked = event.currentTarget.checked
            void updatePlan((current) => setTaskState(current, item.id, { doneOn: checked ? todayDay : null }))
          }}
        />
        <label htmlFor={checkboxId} className={classes.taskTitle}>
          {item.title}
        </label>
      </div>
      <p className={classes.meta}>
        <span>{t('plan.task.due', { date: formatDay(item.day, language) })}</span>
        <span>{item.own ? t('plan.task.own') : t(`plan.audience.${item.audience}`)}</span>
        {item.timing === 'overdue' && <span className={classes.overdue}>{t('plan.task.overdue')}</span>}
        {item.timing === 'thisWeek' && <span className={classes.week}>{t('plan.task.thisWeek')}</span>}
        {item.state.doneOn && <span className={classes.doneOn}>{t('plan.task.doneOn', { date: formatDay(item.state.doneOn, language) })}</span>}
      </p>
      {item.details && <p className={classes.details}>{item.details}</p>}
      <div className={classes.taskActions}>
        {/* Closed until there is a note: a long checklist stays readable. */}
        <details className={classes.noteBox} open={item.state.note ? true : undefined}>
          <summary>{t('plan.task.note')}</summary>
          <Textarea
            aria-label={t('plan.task.noteLabel', { title: item.title })}
            autosize
            minRows={2}
            maxLength={2000}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            onBlur={() => {
              if (note !== (item.state.note ?? '')) void updatePlan((current) => setTaskState(current, item.id, { note }))
            }}
          />
        </details>
        <div className={`${classes.buttons} ${classes.noPrint}`}>
          {item.link && (
            <Button variant="light" size="compact-sm" onClick={openLink}>
              {t('plan.task.open')}
              <span className="wp-visually-hidden"> {item.title}</span>
            </Button>
          )}
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => {
              onLeave()
              void updatePlan((current) => setTaskState(current, item.id, { hidden: true }))
            }}
          >
            {t('plan.task.hide')}
            <span className="wp-visually-hidden"> {item.title}</span>
          </Button>
          {item.own && (
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={onRemove}
            >
              {t('plan.own.remove')}
              <span className="wp-visually-hidden"> {item.title}</span>
            </Button>
          )}
        </div>
      </div>
    </li>
  )
}

const COUNT = /^(0|[1-9]\d?)$/

function SetupForm({ cities, setup, onSave, onCancel }: { cities: readonly PlanCity[]; setup: PlanSetup | null; onSave: (setup: PlanSetup) => void; onCancel?: () => void }) {
  const t = useT()
  const { language } = useLanguage()
  const listId = useId()
  const countries = useMemo(() => countryOptions(language), [language])
  // Plain text in the field: the isolation marks of a right-to-left message would go into what is typed.
  // The city and its country in the person's language ('Тель-Авив, Израиль'), where the app names that
  // city; else the city as the sheet names it.
  const ownName = (city: PlanCity) => cityInLanguage(t, city.city, codeOfCountry(city.country) || undefined)
  const cityLabel = (city: PlanCity, inLanguage = language, name = inLanguage === language ? ownName(city) : city.city) => {
    const code = codeOfCountry(city.country)
    return withoutIsolates(t('plan.setup.cityOption', { city: name, country: code ? countryName(code, inLanguage) : city.country }))
  }
  const initialDestination = setup ? (setup.city ? cityLabel({ city: setup.city, country: cities.find((c) => c.city === setup.city)?.country ?? countryName(setup.country, 'en') }) : countryName(setup.country, language)) : ''
  const [destination, setDestination] = useState(initialDestination)
  const [moveDate, setMoveDate] = useState(setup?.moveDate ?? '')
  const [adults, setAdults] = useState(String(setup?.adults ?? 1))
  const [children, setChildren] = useState(String(setup?.children ?? 0))
  const [pets, setPets] = useState(String(setup?.pets ?? 0))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const formRef = useRef<HTMLFormElement>(null)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const next: Record<string, string> = {}
    // As a person may type it: any case, with or without accents or hyphens.
    const typed = searchable(destination)
    // The sheet's own English form ('Tel Aviv, Israel') is found in every language too.
    // So is the city alone, in the person's language or the sheet's.
    const city = cities.find((c) => {
      const own = ownName(c)
      return [cityLabel(c, language, own), cityLabel(c, 'en'), c.city, own].some((label) => searchable(label) === typed)
    })
    const country = countries.find((c) => searchable(c.name) === typed)
    if (!city && !country) next.destination = t('plan.setup.destinationError')
    const day = isoDay(moveDate)
    if (!day) next.moveDate = t('plan.setup.moveDateError')
    for (const [name, value] of [['adults', adults], ['children', children], ['pets', pets]] as const) {
      if (!COUNT.test(value.trim()) || Number(value) > 20) next[name] = t('plan.setup.countError')
    }
    if (!next.adults && Number(adults) < 1) next.adults = t('plan.setup.adultsError')
    setErrors(next)
    if (Object.keys(next).length > 0 || !day) {
      // Focus goes to the first field in error.
      window.requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
      return
    }
    onSave({
      city: city?.city ?? '',
      country: city ? codeOfCountry(city.country) : (country?.code ?? ''),
      moveDate: day,
      adults: Number(adults),
      children: Number(children),
      pets: Number(pets),
    })
  }

  return (
    <form ref={formRef} className={classes.setup} onSubmit={submit} noValidate aria-labelledby="plan-setup">
      <h3 id="plan-setup" className={classes.heading}>
        {t(setup ? 'plan.setup.editHeading' : 'plan.setup.heading')}
      </h3>
      <p className={classes.meta}>{t('plan.setup.intro')}</p>
      <TextInput
        label={t('plan.setup.destination')}
        description={t('plan.setup.destinationHint')}
        list={listId}
        autoComplete="off"
        value={destination}
        onChange={(event) => setDestination(event.currentTarget.value)}
        error={errors.destination}
        required
      />
      <datalist id={listId}>
        {cities.map((city) => (
          <option key={`c-${city.city}`} value={cityLabel(city)} />
        ))}
        {countries.map((country) => (
          <option key={country.code} value={country.name} />
        ))}
      </datalist>
      <TextInput type="date" label={t('plan.setup.moveDate')} value={moveDate} onChange={(event) => setMoveDate(event.currentTarget.value)} error={errors.moveDate} required />
      <div className={classes.household}>
        <TextInput type="number" inputMode="numeric" min={1} max={20} label={t('plan.setup.adults')} value={adults} onChange={(event) => setAdults(event.currentTarget.value)} error={errors.adults} />
        <TextInput type="number" inputMode="numeric" min={0} max={20} label={t('plan.setup.children')} value={children} onChange={(event) => setChildren(event.currentTarget.value)} error={errors.children} />
        <TextInput type="number" inputMode="numeric" min={0} max={20} label={t('plan.setup.pets')} value={pets} onChange={(event) => setPets(event.currentTarget.value)} error={errors.pets} />
      </div>
      <div className={classes.buttons}>
        <Button type="submit">{t('plan.setup.save')}</Button>
        {onCancel && (
          <Button variant="subtle" onClick={onCancel}>
            {t('plan.setup.cancel')}
          </Button>
        )}
      </div>
    </form>
  )
}

function DocumentsSection({ tasks, plan, lang }: { tasks: readonly PlanTask[]; plan: PlanRecord; lang: PlanLanguage }) {
  const t = useT()
  const { language } = useLanguage()
  const slots = documentSlots(tasks, plan, lang)
  if (slots.length === 0) return null
  return (
    <section aria-labelledby="plan-documents" className={classes.group}>
      <h3 id="plan-documents" className={classes.heading}>
        {t('plan.docs.heading')}
      </h3>
      <p className={classes.meta}>{t('plan.docs.intro')}</p>
      <ul className={classes.documents}>
        {slots.map((slot) => {
          const person = personName(t, slot.audience, slot.person)
          return (
            <li key={slot.key} className={classes.document} data-flagged={slot.check?.flagged || undefined}>
              <TextInput
                type="date"
                label={t('plan.docs.label', { document: slot.title, person })}
                value={slot.expiry ?? ''}
                onChange={(event) => {
                  const value = event.currentTarget.value
                  const day = isoDay(value)
                  void updatePlan((current) => {
                    const documents = Object.fromEntries(Object.entries(current.documents).filter(([key]) => key !== slot.key))
                    return { ...current, documents: day ? { ...documents, [slot.key]: day } : documents }
                  })
                }}
              />
              {slot.check &&
                (slot.check.flagged ? (
                  <InlineAlert>{t('plan.docs.flagged', { date: formatDay(slot.check.validUntil, language) })}</InlineAlert>
                ) : (
                  <p className={classes.ok}>{t('plan.docs.ok', { date: formatDay(slot.check.validUntil, language) })}</p>
                ))}
            </li>
          )
        })}
      </ul>
    </section>
  )
}

function OwnTaskForm({ moveDate }: { moveDate: string }) {
  const t = useT()
  const [title, setTitle] = useState('')
  const [day, setDay] = useState('')
  const [errors, setErrors] = useState<{ title?: string; day?: string }>({})
  const formRef = useRef<HTMLFormElement>(null)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const clean = title.trim().slice(0, 200)
    const date = isoDay(day)
    const next = { ...(clean ? {} : { title: t('plan.own.titleError') }), ...(date ? {} : { day: t('plan.own.dateError') }) }
    setErrors(next)
    if (!clean || !date) {
      // As in the set-up: focus goes to the first field in error, where its reason is read.
      window.requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
      return
    }
    const id = `own-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`
    void updatePlan((current) => ({ ...current, own: [...current.own, { id, title: clean, offsetDays: daysBetween(moveDate, date) }] }))
    setTitle('')
    setDay('')
  }
  return (
    <form ref={formRef} className={`${classes.setup} ${classes.noPrint}`} onSubmit={submit} noValidate aria-labelledby="plan-own">
      <h3 id="plan-own" className={classes.heading}>
        {t('plan.own.heading')}
      </h3>
      <TextInput label={t('plan.own.title')} value={title} maxLength={200} onChange={(event) => setTitle(event.currentTarget.value)} error={errors.title} />
      <TextInput type="date" label={t('plan.own.date')} value={day} onChange={(event) => setDay(event.currentTarget.value)} error={errors.day} />
      <div className={classes.buttons}>
        <Button type="submit" variant="light">
          {t('plan.own.add')}
        </Button>
      </div>
    </form>
  )
}

/** One of the household as the plan names them: 'Adult 2', 'Child 1'. */
function personName(t: Translate, audience: 'adult' | 'child', n: number): string {
  return t(audience === 'adult' ? 'plan.docs.adult' : 'plan.docs.child', { n })
}

const refusals: Record<RestoreRefusal, Parameters<Translate>[0]> = {
  tooLarge: 'plan.restore.tooLarge',
  notJson: 'plan.restore.notJson',
  foreign: 'plan.restore.foreign',
  newer: 'plan.restore.newer',
  damaged: 'plan.restore.damaged',
}

function BackupActions({ plan, items }: { plan: PlanRecord; items: readonly PlanItem[] }) {
  const t = useT()
  const fileId = useId()
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)

  const exportCalendar = () => {
    const open = items.filter((item) => !item.state.doneOn && !item.state.hidden)
    const text = buildCalendar(
      open.map((item) => ({ id: item.id, day: item.day, title: item.title, details: item.details })),
      { host: location.hostname || 'waypoint', planUrl: `${location.origin}/plan`, name: t('plan.title'), now: new Date() },
    )
    download('waypoint-move-plan.ics', 'text/calendar;charset=utf-8', text)
  }

  const restore = async (file: File | undefined) => {
    if (!file) return
    // The size is checked before a byte is read.
    const result = file.size > 512 * 1024 ? readBackup('', file.size) : readBackup(await file.text(), file.size)
    if (!result.ok) {
      setMessage({ ok: false, text: t(refusals[result.reason]) })
      return
    }
    await updatePlan(() => result.plan)
    setMessage({ ok: true, text: t('plan.restore.done') })
  }

  return (
    <section aria-labelledby="plan-keep" className={`${classes.group} ${classes.noPrint}`}>
      <h3 id="plan-keep" className={classes.heading}>
        {t('plan.actions.heading')}
      </h3>
      <div className={classes.buttons}>
        {plan.setup && (
          <Button variant="light" onClick={exportCalendar}>
            {t('plan.actions.calendar')}
          </Button>
        )}
        <Button variant="light" onClick={() => download(backupFileName(today()), 'application/json', backupText(plan, new Date()))}>
          {t('plan.actions.backup')}
        </Button>
        {plan.setup && (
          <Button variant="light" onClick={() => window.print()}>
            {t('plan.actions.print')}
          </Button>
        )}
        {/* The file input's own button and "no file chosen" speak the browser's language, not the page's:
            the input is hidden from sight (it still takes the focus, announced by its label) and its label
            looks like the buttons beside it. */}
        <span className={classes.restore}>
          <Button component="label" htmlFor={fileId} variant="light">
            {t('plan.actions.restore')}
          </Button>
          <input
            id={fileId}
            className="wp-visually-hidden"
            type="file"
            accept=".json,application/json"
            onChange={(event) => {
              const input = event.currentTarget
              void restore(input.files?.[0]).finally(() => {
                input.value = ''
              })
            }}
          />
        </span>
      </div>
      {message && (message.ok ? <p role="status" className={classes.ok}>{message.text}</p> : <InlineAlert>{message.text}</InlineAlert>)}
    </section>
  )
}
