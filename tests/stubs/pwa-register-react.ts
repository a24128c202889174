// Stands in for vite-plugin-pwa's virtual module in unit tests (there is no service worker build there).
import { useState } from 'react'

export function useRegisterSW() {
  const needRefresh = useState(false)
  const offlineReady = useState(false)
  return { needRefresh, offlineReady, updateServiceWorker: async () => undefined }
}
