import { Title } from '@mantine/core'
import classes from './Stats.module.css'

const stats = [
  { value: '100+', label: 'Relocating to over 100 countries' },
  { value: '80', label: 'Operating for 80 years' },
  { value: '3,000+', label: 'Guiding over 3,000 relocations a year' },
] as const

/** The 'We Are' band: countries, years, relocations per year (SPEC section 9). */
export function Stats() {
  return (
    <section className={classes.band} aria-labelledby="we-are-title">
      <div className={classes.inner}>
        <Title order={2} id="we-are-title" className={classes.title}>
          We Are
        </Title>
        <ul className={classes.list}>
          {stats.map((stat) => (
            <li key={stat.label} className={classes.stat}>
              <span className={classes.value}>{stat.value}</span>
              <span className={classes.label}>{stat.label}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
