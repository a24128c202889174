import '@mantine/core/styles/Loader.layer.css'
import { useState } from 'react'
import { Loader, Text } from '@mantine/core'
import { normalizeAddress } from './address'

/** The embedded external page: sandboxed, sent without a referrer, with a spinner until it loads. */
export function ExternalFrame({ address, title = 'External page' }: { address: string; title?: string }) {
  const url = normalizeAddress(address)
  const [loaded, setLoaded] = useState(false)
  if (!url) {
    return (
      <Text p="xl" role="alert">
        This address cannot be shown in the app.
      </Text>
    )
  }
  return (
    <div style={{ position: 'relative', height: '100%' }}>
      {!loaded && (
        <div role="status" aria-label="Loading" style={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
          <Loader />
        </div>
      )}
      <iframe
        src={url}
        title={title}
        referrerPolicy="no-referrer"
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
        style={{ width: '100%', height: '100%', border: 0, display: 'block' }}
        onLoad={() => setLoaded(true)}
      />
    </div>
  )
}
