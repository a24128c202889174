import { createFileRoute } from '@tanstack/react-router'
import { brand } from '@/content/brand'
import { ownPageAddress } from '@/features/viewer/address'
import { ExternalOverlay } from './-home/ExternalOverlay'

export const Route = createFileRoute('/_home/consult/relocation')({
  component: ConsultRelocation,
})

function ConsultRelocation() {
  return <ExternalOverlay address={ownPageAddress(brand.links.consult.relocation)} />
}
