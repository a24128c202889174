import { createFileRoute, Outlet, useNavigate, useParams } from '@tanstack/react-router'
import { useEffect } from 'react'
import { CompareTray } from '@/features/destinations/CompareTray'
import { destinationCurrency } from '@/features/destinations/cost'
import { DestinationLightbox } from '@/features/destinations/DestinationLightbox'
import { addressCity } from '@/features/destinations/navigation'
import { destinationsQuery } from '@/features/destinations/queries'
import { useLightboxView } from '@/features/destinations/use-lightbox-view'
import { catalogLoader } from '@/i18n/catalogs'
import { useArea } from '@/i18n/react'
import { Overlay } from '@/shell/Overlay'
import { CityExtras, HomeTimeFact } from '@/screens/destinations/CityExtras'
import { HomeCostFact } from '@/screens/destinations/home-cost'
import { rememberDestinationCurrency } from '@/features/currency/start-pair'

// One overlay for /destinations (the first city) and /destinations/$city, so moving between cities keeps
// it open; the city is always in the address.
export const Route = createFileRoute('/_home/destinations')({
  // Start the sheet's fetch and the catalogs' without holding the overlay back (it shows its own loader).
  // The city's clock and weather speak from the hub's catalog and its star from the favourites': loaded
  // during the loader, they show whole with the city instead of pushing its lines down a moment later.
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(destinationsQuery())
    void catalogLoader('destinations', 'hub', 'favourites')()
  },
  component: DestinationsOverlay,
})

function DestinationsOverlay() {
  // The overlay's title may be a built-in city's name, in the reader's language.
  useArea('destinations')
  const { city } = useParams({ strict: false })
  const navigate = useNavigate()
  const { view, error, retrying, retry } = useLightboxView(city)

  // /destinations is 'Popular Destinations' (showing the first city); /destinations/$city is titled by its city.
  const current = view.kind === 'city' ? view.destinations[view.index] : undefined
  // The converter starts from home → the currency of the last city looked at.
  useEffect(() => {
    if (current) rememberDestinationCurrency(destinationCurrency(current))
  }, [current])

  const shown = city === undefined ? undefined : (current?.city ?? (view.kind === 'loading' ? city : undefined))

  return (
    <Overlay content={shown ? { kind: 'destination', city: shown } : { kind: 'destinations' }}>
      <DestinationLightbox
        view={view}
        cityInTitle={shown !== undefined}
        error={error}
        retrying={retrying}
        onRetry={retry}
        // Moving between cities replaces the address: Back still leaves the lightbox. A built-in city's
        // address is its English name, in every language, so a shared link opens it for anyone.
        onSelect={(destination) =>
          void navigate({ to: '/destinations/$city', params: { city: addressCity(destination) }, replace: true, resetScroll: false })
        }
        onHome={() => void navigate({ to: '/' })}
        onBrowseAll={() => void navigate({ to: '/destinations', replace: true, resetScroll: false })}
        renderExtras={(destination) => <CityExtras destination={destination} />}
        renderFactExtra={(destination, section) =>
          section === 'time' ? <HomeTimeFact destination={destination} /> : section === 'financial' ? <HomeCostFact destination={destination} /> : null
        }
      />
      <CompareTray sticky />
      <Outlet />
    </Overlay>
  )
}
