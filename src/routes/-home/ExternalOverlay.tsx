import { ExternalFrame } from '@/features/viewer/ExternalFrame'
import { normalizeAddress } from '@/features/viewer/address'
import { Overlay } from '@/shell/Overlay'

/** The home route's `external` address in the overlay's embedded viewer (loaded only when asked for). */
export default function ExternalOverlay({ address }: { address: string }) {
  return (
    <Overlay contentKey={normalizeAddress(address) ?? 'unknown'}>
      <ExternalFrame address={address} />
    </Overlay>
  )
}
