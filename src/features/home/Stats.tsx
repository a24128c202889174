import { Title } from '@mantine/core'
import { formatNumber } from '@/i18n/format'
import type { MessageId } from '@/i18n/messages'
import { useArea, useLanguage, useT } from '@/i18n/react'
import './area'
import classes from './Stats.module.css'

/** docs/behaviour.md, "Home": the figures, and whether the band says 'over' (100+) or the exact number (80). */
const stats: readonly { count: number; atLeast: boolean; label: MessageId }[] = [
  { count: 100, atLeast: true, label: 'home.stats.countries' },
  { count: 80, atLeast: false, label: 'home.stats.years' },
  { count: 3000, atLeast: true, label: 'home.stats.relocations' },
]

/** The 'We Are' band: countries, years, relocations per year, written the reader's way ('3,000', '3 000'). */
export function Stats() {
  useArea('home')
  const t = useT()
  const { language } = useLanguage()
  return (
    <section className={classes.band} aria-labelledby="we-are-title">
      <div className={classes.inner}>
        <Title order={2} id="we-are-title" className={classes.title}>
          {t('home.stats.title')}
        </Title>
        <ul className={classes.list}>
          {stats.map(({ count, atLeast, label }) => {
            const value = formatNumber(count, language)
            return (
              <li key={label} className={classes.stat}>
                <span className={classes.value}>{atLeast ? t('home.stats.atLeast', { value }) : value}</span>
                <span className={classes.label}>{t(label, { count })}</span>
              </li>
            )
          })}
        </ul>
      </div>
    </section>
  )
}
