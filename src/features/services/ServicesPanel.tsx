import { useEffect, useState } from 'react'
import { Text } from '@mantine/core'
import { services, type Service } from '@/content/services'
import { ensureOutboxSync } from './background-sync'
import { ServiceCard } from './ServiceCard'
// Not lazy: the dialog must open offline too, and the panel is an overlay chunk of its own already.
import { ServiceRequestDialog } from './ServiceRequestDialog'
import classes from './ServicesPanel.module.css'

/** The services panel (SPEC section 2): the five services, each with 'Order Service' opening the request dialog. */
export function ServicesPanel() {
  const [service, setService] = useState<Service | null>(null)
  const [opened, setOpened] = useState(false)
  // Requests saved earlier are sent while the panel is open, even if the app frame's sync never started.
  useEffect(() => ensureOutboxSync(), [])

  return (
    <div className={classes.root}>
      <Text className={classes.intro}>
        Pick what you need help with and tell us about your move. A consultant will get back to you.
      </Text>
      <ul className={classes.grid} aria-label="Services">
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
