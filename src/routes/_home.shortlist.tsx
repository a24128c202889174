import { createFileRoute } from '@tanstack/react-router'
import { catalogLoader } from '@/i18n/catalogs'
import { Overlay } from '@/shell/Overlay'
import { Shortlist } from '@/screens/shortlist/Shortlist'

export const Route = createFileRoute('/_home/shortlist')({
  // The shortlist's words and the hub's (city and currency names), in the language shown, load with the
  // route; if they cannot load now, the screen asks for them again when it renders.
  loader: catalogLoader('favourites', 'hub'),
  component: ShortlistOverlay,
})

function ShortlistOverlay() {
  return (
    <Overlay content={{ kind: 'shortlist' }}>
      <Shortlist />
    </Overlay>
  )
}
