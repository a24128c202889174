import { ExternalFrame } from '@/features/viewer/ExternalFrame'
import { resolveViewerAddress } from '@/features/viewer/address'
import { Overlay } from '@/shell/Overlay'

/** The home route's `external` address in the overlay's embedded viewer (loaded only when asked for). */
export default function ExternalOverlay({ address }: { address: string }) {
  const target = resolveViewerAddress(address)
  // An address the viewer refuses is not an external page: the overlay says 'No content available' above
  // the viewer's explanation instead of a bare close button.
  return (
    <Overlay content={target.kind === 'refused' ? { kind: 'unknown' } : { kind: 'external', url: target.url }}>
      <ExternalFrame address={address} />
    </Overlay>
  )
}
