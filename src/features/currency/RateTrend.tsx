import { Suspense, useId, type ReactNode } from 'react'
import { QuietBoundary } from '@/components/QuietBoundary'
import { useQuery } from '@tanstack/react-query'
import { Loader, Text, VisuallyHidden } from '@mantine/core'
import { IconTrendingDown, IconTrendingUp, IconMinus } from '@tabler/icons-react'
import { useOnline } from '@/components/use-online'
import { lazyPart } from '@/components/lazy-part'
import { formatList, formatNumber } from '@/i18n/format'
import { useLanguage, useT } from '@/i18n/react'
import { formatLocalRate } from './convert'
import { formatRatesDay } from './format-day'
import { noHistory, rateTrendQuery } from './trend-query'
import { summarizeSeries, TREND_DAYS, trendSymbols, type RateSeries } from './trend'
import classes from './RateTrend.module.css'

// The chart is its own chunk: the summary and the table below say everything it shows, and come first.
const TrendChart = lazyPart(() => import('./TrendChart').then((module) => ({ default: module.TrendChart })))

/** '+1.25 %', '−0.40 %', '0.00 %' in the language's numbers. */
function formatChange(percent: number, language: string): string {
  return formatNumber(percent / 100, language, { style: 'percent', signDisplay: 'exceptZero', minimumFractionDigits: 2, maximumFractionDigits: 2 })
}

/**
 * The pair's last 30 days under the converter: the lowest and highest day and the change, a chart to
 * explore them day by day, and every day in a table. Kept on the device, so the last series of a pair is
 * there offline, its period saying which days it covers.
 */
export function RateTrend({ from, to }: { from: string; to: string }) {
  const t = useT()
  const { language } = useLanguage()
  const online = useOnline()
  const headingId = useId()
  const query = useQuery(rateTrendQuery(from, to))
  const series = query.data

  return (
    <section className={classes.root} aria-labelledby={headingId} data-testid="rate-trend">
      <h3 id={headingId} className={classes.title}>
        {t('hub.trend.title', { days: TREND_DAYS, from, to })}
      </h3>
      {series ? (
        <SeriesView series={series} />
      ) : query.isError ? (
        <Text className={classes.message} role="status">
          {!online
            ? t('hub.trend.offline')
            : noHistory(query.error)
              ? t('hub.trend.missing', { codes: formatList(trendSymbols(from, to), language) })
              : t('hub.trend.error')}
        </Text>
      ) : (
        <div className={classes.loading} role="status">
          <Loader size="sm" type="oval" aria-hidden="true" />
          <Text size="sm">{t('hub.trend.loading')}</Text>
        </div>
      )}
    </section>
  )
}

/** One figure of the summary: its name, the figure, and the day it is for. */
function Figure({ term, note, children }: { term: string; note: string; children: ReactNode }) {
  return (
    <div className={classes.figure}>
      <dt>{term}</dt>
      <dd>
        {children}
        <span className={classes.day}>{note}</span>
      </dd>
    </div>
  )
}

function SeriesView({ series }: { series: RateSeries }) {
  const t = useT()
  const { language } = useLanguage()
  const summary = summarizeSeries(series.points)
  const { from, to } = series
  const rate = (value: number) => formatLocalRate(value, language)
  const day = (iso: string) => formatRatesDay(iso, language)

  if (!summary) {
    return (
      <Text className={classes.message} role="status">
        {series.missing.length > 0 ? t('hub.trend.missing', { codes: formatList(series.missing, language) }) : t('hub.trend.tooShort')}
      </Text>
    )
  }
  const ChangeIcon = summary.changePercent > 0 ? IconTrendingUp : summary.changePercent < 0 ? IconTrendingDown : IconMinus

  return (
    <>
      <dl className={classes.summary} data-testid="trend-summary">
        <Figure term={t('hub.trend.low')} note={day(summary.low.date)}>
          <bdi className={classes.value}>{rate(summary.low.rate)}</bdi>
        </Figure>
        <Figure term={t('hub.trend.high')} note={day(summary.high.date)}>
          <bdi className={classes.value}>{rate(summary.high.rate)}</bdi>
        </Figure>
        <Figure term={t('hub.trend.change')} note={t('hub.trend.since', { date: day(summary.first.date) })}>
          <span className={classes.value} data-direction={summary.changePercent > 0 ? 'up' : summary.changePercent < 0 ? 'down' : 'flat'}>
            <ChangeIcon size={16} aria-hidden="true" />
            <bdi>{formatChange(summary.changePercent, language)}</bdi>
          </span>
        </Figure>
      </dl>

      {/* The summary and the table say all the chart does: if its code cannot be fetched (offline before it
          was ever loaded), the trend goes on without it. */}
      <QuietBoundary>
        <Suspense fallback={<div className={classes.chartSpace} />}>
          <TrendChart series={series} low={summary.low} high={summary.high} />
        </Suspense>
      </QuietBoundary>

      <div className={classes.notes}>
        <Text size="sm" className={classes.period} data-testid="trend-period">
          {t('hub.trend.period', { start: day(summary.first.date), end: day(summary.last.date), from, to })}
        </Text>
        {series.skipped > 0 && (
          <Text size="sm" className={classes.period} role="status">
            {t('hub.trend.skipped', { count: series.skipped })}
          </Text>
        )}
      </div>

      <details className={classes.table}>
        <summary>{t('hub.trend.table')}</summary>
        <table>
          <caption>
            <VisuallyHidden>{t('hub.trend.caption', { from, to })}</VisuallyHidden>
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('hub.trend.date')}</th>
              <th scope="col">{t('hub.trend.rate', { from, to })}</th>
            </tr>
          </thead>
          <tbody>
            {[...series.points].reverse().map((point) => (
              <tr key={point.date}>
                <td>{day(point.date)}</td>
                <td>
                  <bdi>{rate(point.rate)}</bdi>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </>
  )
}
