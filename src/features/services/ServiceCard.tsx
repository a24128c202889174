import { useId } from 'react'
import { Button, Text, Title } from '@mantine/core'
import { IconArrowRight, IconBriefcase } from '@tabler/icons-react'
import type { Service } from '@/content/services'
import { useT } from '@/i18n/react'
import { serviceIcons } from './service-icons'
import { serviceDescription, serviceName } from './service-names'
import classes from './ServiceCard.module.css'

/** One service: its icon, name, what the consultancy does, and 'Order Service'. */
export function ServiceCard({ service, onOrder }: { service: Service; onOrder: () => void }) {
  const t = useT()
  const titleId = useId()
  const Icon = serviceIcons[service.slug] ?? IconBriefcase
  return (
    <article className={classes.card} aria-labelledby={titleId} data-service={service.slug}>
      <div className={classes.icon} aria-hidden="true">
        <Icon size={28} stroke={1.7} />
      </div>
      <Title order={3} id={titleId} className={classes.title}>
        {serviceName(service.slug, t)}
      </Title>
      <Text className={classes.description}>{serviceDescription(service.slug, t)}</Text>
      <Button
        className={classes.order}
        variant="gradient"
        radius="xl"
        rightSection={<IconArrowRight size={18} aria-hidden="true" className={classes.arrow} />}
        aria-describedby={titleId}
        onClick={onOrder}
      >
        {t('services.card.order')}
      </Button>
    </article>
  )
}
