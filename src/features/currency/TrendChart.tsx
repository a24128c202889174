import { useState, type KeyboardEvent, type PointerEvent } from 'react'
import { useLanguage, useT } from '@/i18n/react'
import { formatLocalRate } from './convert'
import { formatRatesDay } from './format-day'
import type { RatePoint, RateSeries } from './trend'
import classes from './TrendChart.module.css'

const WIDTH = 600
const HEIGHT = 180
const PAD_X = 8
const PAD_Y = 14

/** x and y of each day in the chart's own units: oldest on the left, higher rates higher up. */
function layout(points: readonly RatePoint[], low: number, high: number) {
  const spread = high - low || high || 1
  const span = Math.max(points.length - 1, 1)
  return points.map((point, index) => ({
    x: PAD_X + (index / span) * (WIDTH - 2 * PAD_X),
    y: PAD_Y + (1 - (point.rate - low) / spread) * (HEIGHT - 2 * PAD_Y),
  }))
}

/** Where a marker sits over the chart, in shares of its box (the chart stretches to any width). */
const placed = ({ x, y }: { x: number; y: number }) => ({ insetInlineStart: `${(x / WIDTH) * 100}%`, insetBlockStart: `${(y / HEIGHT) * 100}%` })

/**
 * The trend as a line, its lowest and highest day marked. It is also a slider over the days: arrows,
 * Home and End (or a finger or pointer) move a marker, and the day and its rate are read out and shown.
 * Time runs left to right in every language, as on the axes of rate charts.
 */
export function TrendChart({ series, low, high }: { series: RateSeries; low: RatePoint; high: RatePoint }) {
  const t = useT()
  const { language } = useLanguage()
  const { points, from, to } = series
  const [selected, setSelected] = useState(points.length - 1)
  const index = Math.min(selected, points.length - 1)
  const coordinates = layout(points, low.rate, high.rate)
  const line = coordinates.map(({ x, y }, i) => `${i === 0 ? 'M' : 'L'}${x.toFixed(1)},${y.toFixed(1)}`).join(' ')
  const area = `${line} L${(WIDTH - PAD_X).toFixed(1)},${HEIGHT} L${PAD_X},${HEIGHT} Z`
  const at = (point: RatePoint) => coordinates[points.indexOf(point)] ?? { x: 0, y: 0 }
  const current = points[index] as RatePoint
  const cursor = coordinates[index] ?? { x: 0, y: 0 }
  const text = t('hub.trend.point', { date: formatRatesDay(current.date, language), from, rate: formatLocalRate(current.rate, language), to })

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const last = points.length - 1
    const next: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowDown: index - 1,
      ArrowRight: index + 1,
      ArrowUp: index + 1,
      PageDown: index - 5,
      PageUp: index + 5,
      Home: 0,
      End: last,
    }
    const target = next[event.key]
    if (target === undefined) return
    event.preventDefault()
    setSelected(Math.max(0, Math.min(last, target)))
  }

  function onPointer(event: PointerEvent<HTMLDivElement>) {
    const box = event.currentTarget.getBoundingClientRect()
    if (box.width === 0) return
    const share = (event.clientX - box.left) / box.width
    setSelected(Math.max(0, Math.min(points.length - 1, Math.round(share * (points.length - 1)))))
  }

  return (
    <div className={classes.root} dir="ltr">
      <p className={classes.readout} dir="auto" aria-hidden="true" data-testid="trend-readout">
        {text}
      </p>
      <div
        className={classes.slider}
        role="slider"
        tabIndex={0}
        aria-label={t('hub.trend.slider', { from, to })}
        aria-valuemin={0}
        aria-valuemax={points.length - 1}
        aria-valuenow={index}
        aria-valuetext={text}
        onKeyDown={onKeyDown}
        onPointerDown={onPointer}
        onPointerMove={(event) => {
          if (event.pointerType === 'mouse' || event.buttons > 0) onPointer(event)
        }}
      >
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className={classes.svg} aria-hidden="true" focusable="false" preserveAspectRatio="none">
          <path d={area} className={classes.area} />
          <path d={line} className={classes.line} vectorEffect="non-scaling-stroke" />
          <line x1={cursor.x} x2={cursor.x} y1={0} y2={HEIGHT} className={classes.cursor} vectorEffect="non-scaling-stroke" />
        </svg>
        {/* Round markers drawn over the stretched chart, so they stay round at any width. */}
        <span className={classes.marker} data-kind="high" style={placed(at(high))} />
        <span className={classes.marker} data-kind="low" style={placed(at(low))} />
        <span className={classes.marker} data-kind="current" style={placed(cursor)} />
      </div>
    </div>
  )
}
