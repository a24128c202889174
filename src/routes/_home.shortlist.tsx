import { createFileRoute } from '@tanstack/react-router'
import { i18n, loadArea } from '@/i18n/catalogs'
import { Overlay } from '@/shell/Overlay'
import { Shortlist } from './-shortlist/Shortlist'

export const Route = createFileRoute('/_home/shortlist')({
  // The shortlist's words and the hub's (city and currency names), in the language shown, load with the
  // route; if they cannot load now, the screen asks for them again when it renders.
  loader: () => Promise.all([loadArea(i18n.locale, 'favourites'), loadArea(i18n.locale, 'hub')]).catch(() => undefined),
  component: ShortlistOverlay,
})

function ShortlistOverlay() {
  return (
    <Overlay content={{ kind: 'shortlist' }}>
      <Shortlist />
    </Overlay>
  )
}
