import { useQuery } from '@tanstack/react-query'
import { IconHome } from '@tabler/icons-react'
import { FactNote } from '@/components/FactNote'
import { cityCurrency } from '@/content/cities'
import { fallbackRates } from '@/content/currencies'
import { hubRatesQuery } from '@/features/currency/queries'
import { convertCost, destinationCost, type CostRange } from '@/features/destinations/cost'
import type { Destination } from '@/features/destinations/types'
import { useHomeCity } from '@/features/world-time/home-city'
import { formatNumber } from '@/i18n/format'
import { useLanguage, useT, type Translate } from '@/i18n/react'
import classes from './home-cost.module.css'

/**
 * The converter's table (units per US dollar): the service's, live or cached; the built-in one once the
 * service failed with nothing cached; undefined while the first answer is on its way.
 */
function useRates(): Readonly<Record<string, number>> | undefined {
  const rates = useQuery(hubRatesQuery())
  return rates.data?.rates ?? (rates.isError ? fallbackRates : undefined)
}

/** A destination's average cost (the sheet's first figure or range) in `currency`, or null when it cannot be read or converted. */
export function useCostIn(destination: Destination, currency: string): CostRange | null {
  const rates = useRates()
  const cost = destinationCost(destination)
  if (!cost) return null
  if (cost.currency === currency) return cost
  return rates ? convertCost(cost, currency, rates) : null
}

export interface HomeCost {
  /** The cost as the sheet gives it. */
  local: CostRange
  /** The same in the home city's currency. */
  home: CostRange
}

/** A destination's cost in the home currency: null without a home city, or when it is in that currency already or cannot be read. */
export function useHomeCost(destination: Destination): HomeCost | null {
  const { home } = useHomeCity()
  const currency = home ? cityCurrency(home) : null
  const converted = useCostIn(destination, currency ?? 'USD')
  const local = destinationCost(destination)
  if (!currency || !local || !converted || local.currency === currency) return null
  return { local, home: converted }
}

/** '2,000–2,600 EUR', '5,000 USD': a cost with its currency code, numbers in the reader's language. */
export function formatCost(cost: CostRange, language: string, t: Translate): string {
  const low = formatNumber(cost.low, language, { maximumFractionDigits: 0 })
  if (cost.high === cost.low) return t('destinations.cost.single', { amount: low, currency: cost.currency })
  return t('destinations.cost.range', { low, high: formatNumber(cost.high, language, { maximumFractionDigits: 0 }), currency: cost.currency })
}

/** For the fact panel's financial section: the average cost in the home currency, once a home city is set. */
export function HomeCostFact({ destination }: { destination: Destination }) {
  const t = useT()
  const { language } = useLanguage()
  const cost = useHomeCost(destination)
  if (!cost) return null
  return (
    <FactNote icon={IconHome} data-testid="home-cost">
      <span>
        <span className={classes.label}>{t('destinations.homeCost.label')}</span>
        <span className={classes.value}>{t('destinations.homeCost.value', { amount: formatCost(cost.home, language, t) })}</span>
        <span className={classes.note}>{t('destinations.homeCost.note', { amount: formatCost(cost.local, language, t) })}</span>
      </span>
    </FactNote>
  )
}
