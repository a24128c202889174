import { createFileRoute } from '@tanstack/react-router'
import { Placeholder } from '@/components/Placeholder'
import { Overlay } from '@/shell/Overlay'

export const Route = createFileRoute('/_home/chatbot')({
  component: ChatbotOverlay,
})

function ChatbotOverlay() {
  return (
    <Overlay contentKey="chatbot">
      <Placeholder title="My 24/7 AI Assistant" />
    </Overlay>
  )
}
