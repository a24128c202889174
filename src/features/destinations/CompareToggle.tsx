import { Button } from '@mantine/core'
import { IconScale } from '@tabler/icons-react'
import { useCompareSelection } from '@/components/use-compare-selection'
import { useLanguage, useT } from '@/i18n/react'
import { isolate } from './bidi'
import { refuseFourth } from './compare-full'
import { addressCity } from './navigation'
import type { Destination } from './types'
import classes from './CompareToggle.module.css'

interface CompareToggleProps {
  destination: Destination
  /** The carousel's cards show the icon alone; the lightbox shows the word too. */
  compact?: boolean
}

/**
 * Adds the city to the comparison, or takes it out (docs/behaviour.md, "Comparing destinations"). A fourth
 * is refused, and the tray says why; the selection is kept by address name, so a city is the same in
 * every language.
 */
export function CompareToggle({ destination, compact = false }: CompareToggleProps) {
  const t = useT()
  const { dir } = useLanguage()
  const { has, add, remove } = useCompareSelection()
  const name = addressCity(destination)
  const picked = has(name)
  const city = isolate(destination.city, dir)
  // The icon alone says its action in its name; the button with the word is named by that word and the
  // city ('Compare Lisbon', WCAG 2.5.3), and aria-pressed says whether the city is in.
  const label = picked ? t('destinations.compare.remove', { city }) : t('destinations.compare.add', { city })

  const toggle = () => {
    if (picked) return remove(name)
    if (add(name) === 'full') refuseFourth()
  }

  const icon = <IconScale size={compact ? 20 : 16} aria-hidden="true" />
  return compact ? (
    // A plain button: Mantine's ActionIcon would be one more chunk for the home page's carousel.
    <button type="button" aria-label={label} aria-pressed={picked} className={classes.compact} onClick={toggle} data-testid="compare-toggle">
      {icon}
    </button>
  ) : (
    <Button
      variant={picked ? 'filled' : 'light'}
      size="compact-md"
      radius="xl"
      aria-label={t('destinations.compare.named', { city })}
      aria-pressed={picked}
      leftSection={icon}
      onClick={toggle}
      data-testid="compare-toggle"
    >
      {t('destinations.compare.toggle')}
    </Button>
  )
}
