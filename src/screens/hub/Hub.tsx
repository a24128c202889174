import '@mantine/core/styles/Tabs.layer.css'
import { Suspense, useState } from 'react'
import { Skeleton, Tabs } from '@mantine/core'
import { IconCloud, IconCurrencyDollar, IconWorld } from '@tabler/icons-react'
import { lazyPart } from '@/components/lazy-part'
import { cityCurrency } from '@/content/cities'
import { useHomeCity } from '@/features/world-time/home-city'
import { WorldTime } from '@/features/world-time/WorldTime'
import type { MessageId } from '@/i18n/messages'
import { useArea, useT } from '@/i18n/react'
import { converterPair, lastDestinationCurrency } from '@/features/currency/start-pair'
import type { HubTab } from './search'
import classes from './Hub.module.css'

// World Time is the default tab and ships with the hub; the other two load when first opened.
const CurrencyConverter = lazyPart(() =>
  import('@/features/currency/CurrencyConverter').then((module) => ({ default: module.CurrencyConverter })),
)
const Weather = lazyPart(() => import('@/features/weather/Weather').then((module) => ({ default: module.Weather })))

interface HubProps {
  tab: HubTab
  city: string
  /** The converter's starting pair ('USD-ILS'), from the address. */
  pair?: string
  onTabChange: (tab: HubTab) => void
  onCityChange: (city: string) => void
}

function PanelSkeleton() {
  return (
    <div className={classes.skeleton} aria-hidden="true">
      <Skeleton height={48} radius="xl" />
      <Skeleton height={200} radius="lg" />
    </div>
  )
}

const TABS: readonly { value: HubTab; label: MessageId; Icon: typeof IconWorld }[] = [
  { value: 'time', label: 'hub.tabs.time', Icon: IconWorld },
  { value: 'currency', label: 'hub.tabs.currency', Icon: IconCurrencyDollar },
  { value: 'weather', label: 'hub.tabs.weather', Icon: IconCloud },
]

/**
 * The Global Information Hub: World Time, Currency and Weather in tabs. The hub's catalog loads first
 * (under the overlay's own loader, which shows anyway), so the tabs and tools never flash in English.
 */
export function Hub(props: HubProps) {
  return (
    <Suspense fallback={<PanelSkeleton />}>
      <HubTabs {...props} />
    </Suspense>
  )
}

/**
 * The tabs. A tool mounts the first time its tab opens (so weather loads only then) and then stays,
 * keeping what was typed. In right to left the tabs run from the right, and the arrow keys follow
 * (Mantine's direction).
 */
function HubTabs({ tab, city, pair, onTabChange, onCityChange }: HubProps) {
  useArea('hub')
  const t = useT()
  // Tabs seen so far, updated while rendering (React's pattern for state derived from props).
  const [visited, setVisited] = useState<ReadonlySet<HubTab>>(() => new Set([tab]))
  if (!visited.has(tab)) setVisited(new Set([...visited, tab]))

  return (
    <Tabs
      value={tab}
      onChange={(value) => {
        const next = TABS.find((entry) => entry.value === value)
        if (next) onTabChange(next.value)
      }}
      keepMounted
      keepMountedMode="display-none"
      className={classes.root}
      classNames={{ list: classes.list, tab: classes.tab, tabLabel: classes.tabLabel, panel: classes.panel }}
    >
      <Tabs.List grow aria-label={t('hub.tabs.label')}>
        {TABS.map(({ value, label, Icon }) => (
          <Tabs.Tab key={value} value={value} leftSection={<Icon size={18} aria-hidden="true" />}>
            {t(label)}
          </Tabs.Tab>
        ))}
      </Tabs.List>

      <Tabs.Panel value="time">{visited.has('time') && <WorldTime active={tab === 'time'} />}</Tabs.Panel>
      <Tabs.Panel value="currency">
        {visited.has('currency') && (
          <Suspense fallback={<PanelSkeleton />}>
            <Converter pair={pair} />
          </Suspense>
        )}
      </Tabs.Panel>
      <Tabs.Panel value="weather">
        {visited.has('weather') && (
          <Suspense fallback={<PanelSkeleton />}>
            <Weather city={city} onCityChange={onCityChange} />
          </Suspense>
        )}
      </Tabs.Panel>
    </Tabs>
  )
}

/**
 * The converter, starting from the address's pair (a shortlist link) when there is one; otherwise from the
 * home currency → the last destination's currency once a home city is set (USD → EUR without one). It
 * waits for the device's answer about home rather than start on one pair and jump to another; a new home
 * starts it again from the new pair.
 */
function Converter({ pair }: { pair: string | undefined }) {
  const { home, ready } = useHomeCity()
  if (pair) return <CurrencyConverter key={pair} initialPair={pair} />
  if (!ready) return <PanelSkeleton />
  const start = converterPair(home ? cityCurrency(home) : null, lastDestinationCurrency())
  return <CurrencyConverter key={`${start.from}-${start.to}`} initialPair={`${start.from}-${start.to}`} />
}
