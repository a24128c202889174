import { createFileRoute } from '@tanstack/react-router'
import { catalogLoader } from '@/i18n/catalogs'
import { AssistantPanel } from '@/features/assistant/AssistantPanel'
import { Overlay } from '@/shell/Overlay'

export const Route = createFileRoute('/_home/chatbot')({
  loader: catalogLoader('assistant'),
  component: ChatbotOverlay,
})

function ChatbotOverlay() {
  return (
    <Overlay content={{ kind: 'chatbot' }}>
      <AssistantPanel />
    </Overlay>
  )
}
