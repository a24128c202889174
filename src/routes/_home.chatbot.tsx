import { createFileRoute } from '@tanstack/react-router'
import { i18n, loadArea } from '@/i18n/catalogs'
import { AssistantPanel } from '@/features/assistant/AssistantPanel'
import { Overlay } from '@/shell/Overlay'

export const Route = createFileRoute('/_home/chatbot')({
  // The screen's catalog, in the language shown, loads with the route (and on a hover's preload);
  // if it cannot load now, the screen asks for it again when it renders.
  loader: () => loadArea(i18n.locale, 'assistant').catch(() => undefined),
  component: ChatbotOverlay,
})

function ChatbotOverlay() {
  return (
    <Overlay content={{ kind: 'chatbot' }}>
      <AssistantPanel />
    </Overlay>
  )
}
