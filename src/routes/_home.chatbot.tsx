import { createFileRoute } from '@tanstack/react-router'
import { AssistantPanel } from '@/features/assistant/AssistantPanel'
import { Overlay } from '@/shell/Overlay'

export const Route = createFileRoute('/_home/chatbot')({
  component: ChatbotOverlay,
})

function ChatbotOverlay() {
  return (
    <Overlay content={{ kind: 'chatbot' }}>
      <AssistantPanel />
    </Overlay>
  )
}
