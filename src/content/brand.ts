// The consultancy's identity. Another consultancy ships its own app by changing this file.
// Root-relative links point at the consultancy's own pages served on this origin (the demo ones by default);
// a real deployment writes absolute addresses here.

export const brand = {
  name: 'Waypoint',
  tagline: 'Your relocation partner',
  description:
    'Waypoint guides people moving abroad: relocation news, destination facts, world time, weather and currency, and expert services at every step.',
  /** The installed app's description (its web app manifest). */
  appDescription:
    'Relocation news, destination facts, world time, weather and currency, and expert services for people moving abroad. Works offline.',
  logo: '/logos/waypoint.svg',
  themeColor: '#2C5AAE',
  backgroundColor: '#ffffff',
  reviews: {
    /** The reviews provider's public pages for the consultancy's place. */
    allReviewsUrl: 'https://search.google.com/local/reviews?placeid=ChIJwaypointDemoPlace',
    writeReviewUrl: 'https://search.google.com/local/writereview?placeid=ChIJwaypointDemoPlace',
  },
  links: {
    /** The consultancy's own site: its forms, planner (/pm), terms and privacy pages. */
    site: '/demo/site',
    costCalculator: '/demo/site/cost-calculator',
    planner: '/demo/site/pm',
    consult: {
      relocation: '/demo/site/forms/relocation',
      education: '/demo/site/education',
      'real-estate': '/demo/site/real-estate',
    },
    terms: '/demo/site/terms',
    privacy: '/demo/site/privacy',
    /** Messaging-app group of the community. */
    communityGroup: '/demo/chat/invite/waypoint-community',
    /** The external AI assistant, opened in a new tab from the mobile drawer. */
    assistant: '/demo/assistant/',
  },
} as const

export interface OwnPage {
  /** Root-relative (this origin) or absolute address; everything under it belongs to the consultancy. */
  href: string
  /** What the page is, for the viewer frame's accessible name. */
  title: string
}

/**
 * The consultancy's own pages (calculator, forms, planner, terms, privacy, and the site they live on).
 * The viewer opens addresses under these directly; any other host is shown with a bar that names it, so a
 * crafted link cannot pass a foreign page off as ours. Most specific first: the first match names the frame.
 */
export const ownPages: readonly OwnPage[] = [
  { href: brand.links.costCalculator, title: 'Cost-of-Living AI Calculator' },
  { href: brand.links.planner, title: 'My Relocation Planner' },
  { href: brand.links.consult.relocation, title: 'Relocation consultation' },
  { href: brand.links.consult.education, title: 'Education consultation' },
  { href: brand.links.consult['real-estate'], title: 'Real-estate consultation' },
  { href: brand.links.terms, title: 'Terms of Service' },
  { href: brand.links.privacy, title: 'Privacy Policy' },
  { href: brand.links.site, title: `${brand.name} website` },
]
