import { ExternalFrame } from '@/features/viewer/ExternalFrame'
import { resolveViewerAddress } from '@/features/viewer/address'
import { useArea } from '@/i18n/react'
import { Overlay } from '@/shell/Overlay'
import type { OverlayContent } from '@/shell/overlay-content'

interface ExternalOverlayProps {
  /** An http(s) address: the home route's `external` parameter, or one of the consultancy's own pages. */
  address: string
  /** The planner is named as such; both it and any other page keep only the overlay's close button. */
  planner?: boolean
}

function overlayContent(address: string, planner: boolean): OverlayContent {
  if (planner) return { kind: 'planner' }
  const target = resolveViewerAddress(address)
  // An address the viewer refuses is not an external page: the overlay says 'No content available' above
  // the viewer's explanation instead of a bare close button.
  return target.kind === 'refused' ? { kind: 'unknown' } : { kind: 'external', url: target.url }
}

/** A page in the overlay's embedded viewer (each route loads it only when asked for). */
export function ExternalOverlay({ address, planner = false }: ExternalOverlayProps) {
  // The viewer's catalog first: resolving an address names the consultancy's own pages in it.
  useArea('viewer')
  return (
    <Overlay content={overlayContent(address, planner)}>
      <ExternalFrame address={address} />
    </Overlay>
  )
}
