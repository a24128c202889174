import { startTransition, StrictMode } from 'react'
import { nextTask } from './app/next-task'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

/** After the browser has painted what it has (at most 100 ms on: hidden tabs have no frames). */
const afterNextPaint = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0))
    setTimeout(resolve, 100)
  })

/**
 * The first screen is already painted from index.html. The app's code is fetched and run after that
 * first paint, so it never holds it back, and the boot is cut into short steps, each its own task, so
 * none blocks a tap for long: React's code, the app's code, the router and the query cache, then the
 * first render once the matched routes' code is here, as a transition that React builds in slices.
 */
async function boot(container: HTMLElement) {
  await afterNextPaint()
  // Fetched together; React's code (the smaller graph) usually arrives and runs first, in its own task.
  const reactDom = import('react-dom/client')
  const appModule = import('./app/App')
  const { createRoot } = await reactDom
  await nextTask()
  const { createApp } = await appModule
  await nextTask()
  const app = await createApp()
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <app.App />
      </StrictMode>,
    )
  })
}

boot(root).catch((error: unknown) => console.error('Waypoint could not start', error))
