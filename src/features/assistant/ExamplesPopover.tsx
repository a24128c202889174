import '@mantine/core/styles/Popover.layer.css'
import { useId, useState } from 'react'
import { Button, Popover, Text, Title } from '@mantine/core'
import {
  IconBasket,
  IconBuildingCarousel,
  IconBulb,
  IconCalendarHeart,
  IconMapStar,
  IconShoppingCart,
  IconStethoscope,
  IconTicket,
  IconTool,
  IconTrafficLights,
  IconUsers,
  type Icon,
} from '@tabler/icons-react'
import { assistantExamples, type AssistantExampleId } from '@/content/assistant'
import { useT } from '@/i18n/react'
import classes from './ExamplesPopover.module.css'

const ICONS: Record<AssistantExampleId, Icon> = {
  repairs: IconTool,
  'grocery-delivery': IconShoppingCart,
  expats: IconUsers,
  playgrounds: IconBuildingCarousel,
  'rush-hour': IconTrafficLights,
  'specialty-groceries': IconBasket,
  doctors: IconStethoscope,
  'hidden-gems': IconMapStar,
  'transport-pass': IconTicket,
  'family-weekend': IconCalendarHeart,
}

/**
 * 'Examples of daily questions I can ask': a popover listing the ten kinds of questions the assistant answers.
 * It holds nothing to focus: focus stays on the button, and the list is read next, after it.
 */
export function ExamplesPopover() {
  const t = useT()
  const headingId = useId()
  const [opened, setOpened] = useState(false)
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-start"
      withArrow
      shadow="md"
      radius="md"
      zIndex={400}
      width="min(24rem, calc(100vw - 2rem))"
      // Rendered right after its button, inside the assistant's overlay: that overlay is a modal dialog, so a
      // list portalled to the end of the page would lie outside it, where a screen reader does not go.
      withinPortal={false}
    >
      <Popover.Target>
        <Button
          variant="light"
          radius="xl"
          leftSection={<IconBulb size={18} aria-hidden="true" />}
          className={classes.trigger}
          onClick={() => setOpened((open) => !open)}
          onKeyDown={(event) => {
            // Escape on the button closes the list (and not the overlay underneath).
            if (event.key === 'Escape' && opened) {
              event.preventDefault()
              setOpened(false)
            }
          }}
        >
          {t('assistant.examples.button')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown aria-labelledby={headingId} className={classes.dropdown}>
        <Title order={3} id={headingId} className={classes.heading}>
          {t('assistant.examples.heading')}
        </Title>
        <ul className={classes.list}>
          {assistantExamples.map(({ id }) => {
            const ExampleIcon = ICONS[id]
            return (
              <li key={id} className={classes.item}>
                <ExampleIcon size={18} aria-hidden="true" className={classes.icon} />
                <span>{t(`assistant.example.${id}`)}</span>
              </li>
            )
          })}
        </ul>
        <Text size="xs" mt="xs" className={classes.footer}>
          {t('assistant.examples.footer')}
        </Text>
      </Popover.Dropdown>
    </Popover>
  )
}
