import { Text } from '@mantine/core'
import { IconClock24 } from '@tabler/icons-react'
import { ChatbotFrame } from './ChatbotFrame'
import { ExamplesPopover } from './ExamplesPopover'
import classes from './AssistantPanel.module.css'

/** The AI assistant panel (SPEC section 2): example questions and the embedded chatbot. */
export function AssistantPanel() {
  return (
    <div className={classes.root}>
      <div className={classes.intro}>
        <Text className={classes.lead}>
          <IconClock24 size={20} aria-hidden="true" className={classes.leadIcon} />
          <span>Ask about everyday life in your new city, day or night, in your own words.</span>
        </Text>
        <ExamplesPopover />
      </div>
      <ChatbotFrame />
    </div>
  )
}
