// The home page's words are needed by its first render. The page is the app's first screen: a render
// that waited for them (useArea suspending) would replace the prerendered hero with an empty page for a
// moment. So the home sections' code is not ready until the home catalog of the person's language is:
// the router fetches that code before the app's first render, and with it this catalog. The sections
// still call useArea('home'), which then returns at once (and waits, as anywhere else, if this failed).
import { loadArea } from '@/i18n/catalogs'
import { currentLanguageChoice } from '@/i18n/choice'

await loadArea(currentLanguageChoice(), 'home').catch((error: unknown) => console.error('Home catalog unavailable:', error))
