import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { fallbackCities } from '@/content/destinations'
import { destinationsQuery } from '@/features/destinations/queries'
import { PlanScreen, type PlanCity } from '@/features/plan/PlanScreen'
import { planSheetQuery } from '@/features/plan/queries'
import { i18n, loadArea } from '@/i18n/catalogs'
import { useArea } from '@/i18n/react'
import { Overlay } from '@/shell/Overlay'

export const Route = createFileRoute('/_home/plan')({
  loader: ({ context: { queryClient } }) => {
    void loadArea(i18n.locale, 'plan').catch(() => undefined)
    // The hub's catalog names the destinations' cities in the person's language.
    void loadArea(i18n.locale, 'hub').catch(() => undefined)
    setTimeout(() => {
      void queryClient.prefetchQuery(planSheetQuery())
      void queryClient.prefetchQuery(destinationsQuery())
    }, 0)
  },
  component: PlanOverlay,
})

/** The destinations' cities offered in the set-up (the built-in ones when the sheet is not there). */
function useCities(): PlanCity[] {
  const { data } = useQuery(destinationsQuery())
  const listed = data?.filter((destination) => destination.country).map((destination) => ({ city: destination.city, country: destination.country ?? '' }))
  return listed && listed.length > 0 ? listed : fallbackCities.filter((city) => city.city !== 'Greece').map(({ city, country }) => ({ city, country }))
}

function PlanOverlay() {
  // The overlay's title is in the plan catalog; the cities' names in the hub's.
  useArea('plan')
  useArea('hub')
  const cities = useCities()
  return (
    <Overlay content={{ kind: 'plan' }}>
      <PlanScreen cities={cities} />
    </Overlay>
  )
}
