import { useEffect, useState } from 'react'
import { useReducedMotion } from '@mantine/hooks'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { IconClockHour4, IconCurrencyDollar } from '@tabler/icons-react'
import { tickerRatesQuery } from '@/features/currency/queries'
import {
  TICKER_FADE_MS,
  TICKER_ROTATE_MS,
  formatTickerRate,
  nextTickerIndex,
  tickerEntries,
} from '@/features/currency/ticker'
import { formatClock, msUntilNextMinute } from '@/lib/clock'
import classes from './Header.module.css'
import { useLanguage, useT } from '@/i18n/react'

/** The local time, refreshed on every minute (every 60 s). */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    let interval: number | undefined
    const timeout = window.setTimeout(() => {
      setNow(new Date())
      interval = window.setInterval(() => setNow(new Date()), 60_000)
    }, msUntilNextMinute(new Date()))
    return () => {
      window.clearTimeout(timeout)
      window.clearInterval(interval)
    }
  }, [])
  return now
}

/**
 * Every 5 s: wipe out for 300 ms, move to the next currency, wipe back in. With reduced motion the next
 * currency simply takes the place of the last one.
 */
function useRotation(length: number, still: boolean): { index: number; fading: boolean } {
  const [state, setState] = useState({ index: 0, fading: false })
  useEffect(() => {
    let fade: number | undefined
    const interval = window.setInterval(() => {
      const next = () => setState((s) => ({ index: nextTickerIndex(s.index, length), fading: false }))
      if (still) {
        next()
        return
      }
      setState((s) => ({ ...s, fading: true }))
      fade = window.setTimeout(next, TICKER_FADE_MS)
    }, TICKER_ROTATE_MS)
    return () => {
      window.clearInterval(interval)
      window.clearTimeout(fade)
    }
  }, [length, still])
  return state
}

/** The live clock and the rotating dollar rate; both open the hub. */
export function HeaderPulse() {
  const t = useT()
  const { language } = useLanguage()
  const now = useMinuteClock()
  const rates = useQuery(tickerRatesQuery())
  // Live rates when we have them (cached ones included); the mock rates once the service has failed.
  const entries = tickerEntries(rates.data)
  const { index, fading } = useRotation(entries.length, useReducedMotion())
  const entry = entries[index % entries.length]
  const ready = rates.data !== undefined || rates.isError
  // As wide as the longest of the five from the start ('1$ = ¥ 154.32' is 8 px wider than '1$ = € 0.92'), so
  // the menu beside it does not move each time the rate turns: the longest is laid out unseen under the one shown.
  const widest = entries.map((item) => formatTickerRate(item, language)).reduce((longest, text) => (text.length > longest.length ? text : longest), '')

  return (
    <div className={classes.pulse} data-fading={fading || undefined}>
      <Link to="/time-currency" className={classes.pulseItem} aria-label={t('shell.localTime', { time: formatClock(now) })}>
        <IconClockHour4 size={16} aria-hidden="true" />
        {/* Never faded: only the rate rotates, and a half-faded time reads as unreadable text (WCAG 1.4.3). */}
        <time dateTime={now.toISOString()}>
          {formatClock(now)}
        </time>
      </Link>
      <Link
        to="/time-currency"
        className={classes.pulseItem}
        data-testid="rate-ticker"
        data-source={rates.data ? 'live' : rates.isError ? 'mock' : 'loading'}
      >
        <IconCurrencyDollar size={16} aria-hidden="true" />
        <span className={classes.fade} aria-live="off" data-widest={widest}>
          {/* Written left to right in every language: '1$ = € 0.92' would read scrambled inside Hebrew. */}
          <bdi dir="ltr">{entry && ready ? formatTickerRate(entry, language) : <span className={classes.ratePlaceholder}>1$ = …</span>}</bdi>
        </span>
      </Link>
    </div>
  )
}
