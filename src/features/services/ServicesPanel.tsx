import { useEffect, useState } from 'react'
import { Text } from '@mantine/core'
import { services, type Service } from '@/content/services'
import { useArea, useT } from '@/i18n/react'
import { ensureOutboxSync } from './background-sync'
import { ServiceCard } from './ServiceCard'
// Not lazy: the dialog must open offline too, and the panel is an overlay chunk of its own already.
import { ServiceRequestDialog } from './ServiceRequestDialog'
import classes from './ServicesPanel.module.css'

/**
 * The services panel (docs/behaviour.md, "Services"): the five services, each with 'Order Service' opening
 * the request dialog; `chosen` (from `/services?service=shipping`, e.g. a move-plan task's link) opens it
 * at once for that service.
 */
export function ServicesPanel({ chosen }: { chosen?: string } = {}) {
  useArea('services')
  const t = useT()
  const [service, setService] = useState<Service | null>(() => services.find((entry) => entry.slug === chosen) ?? null)
  const [opened, setOpened] = useState(() => services.some((entry) => entry.slug === chosen))
  // Requests saved earlier are sent while the panel is open, even if the app frame's sync never started.
  useEffect(() => ensureOutboxSync(), [])

  return (
    <div className={classes.root}>
      <Text className={classes.intro}>{t('services.panel.intro')}</Text>
      <ul className={classes.grid} aria-label={t('services.panel.list')}>
        {services.map((entry) => (
          <li key={entry.slug} className={classes.item}>
            <ServiceCard
              service={entry}
              onOrder={() => {
                setService(entry)
                setOpened(true)
              }}
            />
          </li>
        ))}
      </ul>
      <ServiceRequestDialog service={service} opened={opened} onClose={() => setOpened(false)} />
    </div>
  )
}
