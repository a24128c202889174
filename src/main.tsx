import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App, appReady } from './app/App'

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

// The first screen is already painted from index.html. Render once the matched routes' code is here, in a
// transition, so React builds the page in slices and the page stays responsive while it boots.
void appReady().then(() =>
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    )
  }),
)
