import { createFileRoute } from '@tanstack/react-router'
import { HomePage } from '@/screens/home/HomePage'

// The home page stays mounted under every overlay route (its children), so opening and closing an
// overlay never restarts the hero video or loses the scroll position.
export const Route = createFileRoute('/_home')({
  component: HomePage,
})
