import { useEffect, useId, useMemo, useRef, useState, type MouseEvent, type ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link, useRouter } from '@tanstack/react-router'
import { IconArrowsExchange, IconClockHour4, IconMapPin, IconNews, IconStar, IconTrash, IconX } from '@tabler/icons-react'
import { favouritesStore, useFavourites, type Favourite, type FavouriteKind } from '@/components/favourites'
import { clockCities } from '@/content/cities'
import { currencies } from '@/content/currencies'
import { isolate } from '@/features/destinations/bidi'
import { addressCity, findCityIndex } from '@/features/destinations/navigation'
import { destinationsQuery } from '@/features/destinations/queries'
import type { Destination } from '@/features/destinations/types'
import { articleDate } from '@/features/news/format'
import { placeCountry, placeName } from '@/features/world-time/place-names'
import { formatList } from '@/i18n/format'
import type { MessageId } from '@/i18n/messages'
import { useArea, useLanguage, useT, type Translate } from '@/i18n/react'
import { compareHref, shortlistGroups } from './groups'
import classes from './Shortlist.module.css'

const cityIds: ReadonlySet<string> = new Set(clockCities.map((city) => city.id))
const currencyCodes: ReadonlySet<string> = new Set(currencies.map((currency) => currency.code))
const isKnownPair = (id: string) => currencyCodes.has(id.slice(0, 3)) && currencyCodes.has(id.slice(4))

const GROUPS: readonly { kind: FavouriteKind; title: MessageId; Icon: typeof IconMapPin }[] = [
  { kind: 'destination', title: 'favourites.shortlist.destinations', Icon: IconMapPin },
  { kind: 'city', title: 'favourites.shortlist.cities', Icon: IconClockHour4 },
  { kind: 'pair', title: 'favourites.shortlist.pairs', Icon: IconArrowsExchange },
  { kind: 'article', title: 'favourites.shortlist.articles', Icon: IconNews },
]

const rowKey = (item: Favourite) => `${item.kind}:${item.id}`

/**
 * 'My shortlist': what the person starred, grouped (destinations, cities, currency pairs, articles), each
 * a link that opens it and a Remove button, a 'Compare' link for two or three destinations, and 'Clear
 * all' behind a confirmation. Everything it lists is on this device, so it works offline. A starred
 * city, pair or destination the app no longer has is dropped quietly (a destination only once the sheet
 * has been read, never because it failed to load).
 */
export function Shortlist() {
  useArea('favourites')
  useArea('hub')
  const t = useT()
  const { language, dir } = useLanguage()
  const router = useRouter()
  const { ready, items, remove, clear } = useFavourites()
  const destinations = useQuery(destinationsQuery())
  const sheet = destinations.status === 'success' ? destinations.data : null
  const rootRef = useRef<HTMLDivElement>(null)
  const emptyRef = useRef<HTMLHeadingElement>(null)
  // Where focus goes once a removal shows: a row's key, '' for the empty state, null for nowhere.
  const focusAfter = useRef<string | null>(null)
  const [said, setSaid] = useState('')

  // What the app no longer has leaves the list quietly.
  useEffect(() => {
    if (!ready) return
    void favouritesStore.prune('city', (id) => cityIds.has(id))
    void favouritesStore.prune('pair', isKnownPair)
  }, [ready])
  useEffect(() => {
    if (ready && sheet) void favouritesStore.prune('destination', (id) => findCityIndex(sheet, id) >= 0)
  }, [ready, sheet])

  const groups = useMemo(() => shortlistGroups(items), [items])

  // After a removal, focus goes to the next Remove button (or the one before, or the empty state).
  useEffect(() => {
    const key = focusAfter.current
    if (key === null) return
    focusAfter.current = null
    const target = key ? rootRef.current?.querySelector<HTMLElement>(`[data-remove="${CSS.escape(key)}"]`) : null
    ;(target ?? emptyRef.current ?? rootRef.current)?.focus()
  }, [items])

  if (!ready) return null

  const flat = GROUPS.flatMap(({ kind }) => groups[kind])
  const onRemove = (item: Favourite, name: string) => {
    const index = flat.findIndex((entry) => rowKey(entry) === rowKey(item))
    const neighbour = flat[index + 1] ?? flat[index - 1]
    remove(item.kind, item.id)
    setSaid(t('favourites.shortlist.removed', { name }))
    focusAfter.current = neighbour ? rowKey(neighbour) : ''
  }

  if (items.length === 0) {
    return (
      <div ref={rootRef} className={classes.root} tabIndex={-1}>
        <div className={classes.empty}>
          <IconStar size={40} stroke={1.5} aria-hidden="true" className={classes.emptyIcon} />
          <h3 ref={emptyRef} tabIndex={-1} className={classes.emptyTitle}>
            {t('favourites.shortlist.emptyTitle')}
          </h3>
          <p className={classes.emptyText}>{t('favourites.shortlist.emptyText')}</p>
          <Link to="/destinations" className={classes.browse}>
            {t('favourites.shortlist.browse')}
          </Link>
        </div>
        <p className="wp-visually-hidden" role="status">
          {said}
        </p>
      </div>
    )
  }

  const destinationOf = (id: string): Destination | null => {
    const index = sheet ? findCityIndex(sheet, id) : -1
    return sheet?.[index] ?? null
  }
  const compare = compareHref(groups.destination.map((item) => item.id))
  // Each name kept whole in a right-to-left sentence ('Berlin', not 'ו-Berlin' read backwards).
  const compareNames = groups.destination.slice(0, 3).map((item) => isolate(destinationOf(item.id)?.city ?? item.id, dir))

  return (
    <div ref={rootRef} className={classes.root} tabIndex={-1}>
      <div className={classes.bar}>
        <p className={classes.count}>{t('favourites.shortlist.count', { count: items.length })}</p>
        <ClearAll onClear={() => {
          clear()
          setSaid(t('favourites.shortlist.cleared'))
          focusAfter.current = ''
        }} />
      </div>
      {GROUPS.map(({ kind, title, Icon }) => {
        const entries = groups[kind]
        if (entries.length === 0) return null
        return (
          <section key={kind} className={classes.group} aria-labelledby={`shortlist-${kind}`}>
            <h3 id={`shortlist-${kind}`} className={classes.groupTitle}>
              <Icon size={20} aria-hidden="true" />
              {t(title)}
            </h3>
            {kind === 'destination' && compare && (
              <a href={compare} className={classes.compare} onClick={(event: MouseEvent<HTMLAnchorElement>) => {
                  // The compare screen's address is built here, not typed by the router: a plain click
                  // still stays in the app; other clicks (new tab) are the browser's.
                  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
                  event.preventDefault()
                  router.history.push(compare)
                }}>
                {t('favourites.shortlist.compare', { names: formatList(compareNames, language) })}
              </a>
            )}
            <ul className={classes.list}>
              {entries.map((item) => (
                <Row key={rowKey(item)} item={item} t={t} language={language} destination={item.kind === 'destination' ? destinationOf(item.id) : null} onRemove={onRemove} />
              ))}
            </ul>
          </section>
        )
      })}
      <p className="wp-visually-hidden" role="status">
        {said}
      </p>
    </div>
  )
}


interface RowProps {
  item: Favourite
  t: Translate
  language: string
  destination: Destination | null
  onRemove: (item: Favourite, name: string) => void
}

function Row({ item, t, language, destination, onRemove }: RowProps) {
  let name: string
  let detail: string | null = null
  let link: ReactNode
  switch (item.kind) {
    case 'destination': {
      name = destination?.city ?? item.id
      detail = destination?.country ?? null
      link = (
        <Link to="/destinations/$city" params={{ city: destination ? addressCity(destination) : item.id }} className={classes.link}>
          <span dir="auto">{name}</span>
        </Link>
      )
      break
    }
    case 'city': {
      const city = clockCities.find((entry) => entry.id === item.id)
      name = city ? placeName(t, city) : item.id
      detail = city ? placeCountry(t, city) : null
      link = (
        <Link to="/time-currency" search={{}} className={classes.link}>
          {name}
        </Link>
      )
      break
    }
    case 'pair': {
      const from = item.id.slice(0, 3)
      const to = item.id.slice(4)
      name = t('favourites.pair.spoken', { from, to })
      detail = t('favourites.pair.spoken', { from: t(`hub.currency.name.${from}` as MessageId), to: t(`hub.currency.name.${to}` as MessageId) })
      link = (
        <Link to="/time-currency" search={{ tab: 'currency', pair: item.id }} className={classes.link} aria-label={name}>
          <span aria-hidden="true">{t('favourites.pair.name', { from, to })}</span>
        </Link>
      )
      break
    }
    case 'article': {
      name = item.title
      detail = item.date ? t('favourites.shortlist.articleDate', { date: articleDate(item.date, language) }) : null
      link = (
        <Link to="/news/post/$postId" params={{ postId: Number(item.id) }} className={classes.link}>
          <span dir="auto">{name}</span>
        </Link>
      )
      break
    }
  }
  return (
    <li className={classes.row}>
      <div className={classes.text}>
        {link}
        {detail && (
          <span className={classes.detail} dir="auto">
            {detail}
          </span>
        )}
      </div>
      <button
        type="button"
        className={classes.remove}
        data-remove={rowKey(item)}
        aria-label={t('favourites.shortlist.removeLabel', { name })}
        onClick={() => onRemove(item, name)}
      >
        <IconX size={16} aria-hidden="true" />
        <span className={classes.removeText}>{t('favourites.shortlist.remove')}</span>
      </button>
    </li>
  )
}

/** 'Clear all', asked once more in place: Cancel has the focus, and gets it back to the button. */
function ClearAll({ onClear }: { onClear: () => void }) {
  const t = useT()
  const [asking, setAsking] = useState(false)
  const questionId = useId()
  const cancelRef = useRef<HTMLButtonElement>(null)
  const clearRef = useRef<HTMLButtonElement>(null)
  const wasAsking = useRef(false)
  useEffect(() => {
    if (asking) cancelRef.current?.focus()
    else if (wasAsking.current) clearRef.current?.focus()
    wasAsking.current = asking
  }, [asking])

  if (!asking) {
    return (
      <button ref={clearRef} type="button" className={classes.clear} onClick={() => setAsking(true)}>
        <IconTrash size={16} aria-hidden="true" />
        {t('favourites.shortlist.clear')}
      </button>
    )
  }
  return (
    <div
      role="group"
      aria-labelledby={questionId}
      className={classes.confirm}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return
        // Escape takes back the question, not the whole overlay.
        event.preventDefault()
        setAsking(false)
      }}
    >
      <p id={questionId} className={classes.question}>
        {t('favourites.shortlist.clearQuestion')}
      </p>
      <div className={classes.confirmButtons}>
        <button ref={cancelRef} type="button" className={classes.cancel} onClick={() => setAsking(false)}>
          {t('favourites.shortlist.cancel')}
        </button>
        <button type="button" className={classes.clearYes} onClick={onClear}>
          {t('favourites.shortlist.clearYes')}
        </button>
      </div>
    </div>
  )
}
