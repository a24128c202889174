import { Text } from '@mantine/core'
import { IconClock24 } from '@tabler/icons-react'
import { useArea, useT } from '@/i18n/react'
import { ChatbotFrame } from './ChatbotFrame'
import { ExamplesPopover } from './ExamplesPopover'
import classes from './AssistantPanel.module.css'

/** The AI assistant panel (docs/behaviour.md, "Assistant, community, external viewer"): example questions and the embedded chatbot. */
export function AssistantPanel() {
  useArea('assistant')
  const t = useT()
  return (
    <div className={classes.root}>
      <div className={classes.intro}>
        <Text className={classes.lead}>
          <IconClock24 size={20} aria-hidden="true" className={classes.leadIcon} />
          <span>{t('assistant.panel.lead')}</span>
        </Text>
        <ExamplesPopover />
      </div>
      <ChatbotFrame />
    </div>
  )
}
