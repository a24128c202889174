import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { hubRatesQuery } from '@/features/currency/queries'
import { DEFAULT_WEATHER_CITY } from '@/features/weather/defaults'
import { cityWeatherQuery } from '@/features/weather/queries'
import { i18n, loadArea } from '@/i18n/catalogs'
import { Overlay } from '@/shell/Overlay'
import { Hub } from '@/screens/hub/Hub'
import { DEFAULT_TAB, validateHubSearch, type HubTab } from '@/screens/hub/search'

export const Route = createFileRoute('/_home/time-currency')({
  // ?tab=time|currency|weather, ?city=… and ?pair=USD-ILS; a bad value falls back to the default.
  validateSearch: validateHubSearch,
  loaderDeps: ({ search }) => ({ tab: search.tab ?? DEFAULT_TAB, city: search.city ?? DEFAULT_WEATHER_CITY }),
  // Start the fetches the opened tool needs without holding the overlay back (it shows its own loader),
  // in a task of their own, right after the router's.
  loader: ({ context: { queryClient }, deps }) => {
    // The hub's words in the active language, fetched beside the route's code (the hub waits for them).
    loadArea(i18n.locale, 'hub').catch(() => undefined)
    setTimeout(() => {
      void queryClient.prefetchQuery(hubRatesQuery())
      if (deps.tab === 'weather') void queryClient.prefetchQuery(cityWeatherQuery(deps.city))
    }, 0)
  },
  component: TimeCurrencyOverlay,
})

function TimeCurrencyOverlay() {
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const tab = search.tab ?? DEFAULT_TAB
  const city = search.city ?? DEFAULT_WEATHER_CITY

  // Tab and city live in the address (replacing it: Back still leaves the hub), and the page under the
  // overlay keeps its scroll position.
  const update = (next: { tab?: HubTab; city?: string }) =>
    void navigate({
      search: (previous) => {
        const merged = { ...previous, ...next }
        return {
          ...(merged.tab && merged.tab !== DEFAULT_TAB ? { tab: merged.tab } : {}),
          ...(merged.city && merged.city !== DEFAULT_WEATHER_CITY ? { city: merged.city } : {}),
        }
      },
      replace: true,
      resetScroll: false,
    })

  return (
    <Overlay content={{ kind: 'time-currency' }}>
      <Hub tab={tab} city={city} {...(search.pair ? { pair: search.pair } : {})} onTabChange={(next) => update({ tab: next })} onCityChange={(next) => update({ city: next })} />
    </Overlay>
  )
}
