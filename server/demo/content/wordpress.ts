// The demo WordPress site's taxonomy and people. Posts live in ./posts/, one file per category.

export interface CategorySource {
  id: number
  slug: string
  /** Plain text; WordPress stores and serves it HTML-escaped ("Visas &amp; Immigration"). */
  name: string
  description: string
  /** Colours and motif of the category's featured images. */
  art: { from: string; to: string; motif: Motif }
}

export type Motif = 'passport' | 'house' | 'coins' | 'family' | 'health' | 'briefcase' | 'cafe' | 'skyline'

export const categorySources = [
  { id: 1, slug: 'uncategorized', name: 'Uncategorized', description: '', art: { from: '#2C5AAE', to: '#40E0D0', motif: 'skyline' } },
  {
    id: 3,
    slug: 'visas-immigration',
    name: 'Visas & Immigration',
    description: 'Visas, residence permits, citizenship and the documents that go with them.',
    art: { from: '#2C5AAE', to: '#5B8DEF', motif: 'passport' },
  },
  {
    id: 4,
    slug: 'housing',
    name: 'Housing',
    description: 'Renting, buying, temporary homes and moving your belongings.',
    art: { from: '#1D7F86', to: '#40E0D0', motif: 'house' },
  },
  {
    id: 6,
    slug: 'money-taxes',
    name: 'Money & Taxes',
    description: 'Banking, transfers, tax residency, pensions and budgeting a move.',
    art: { from: '#23577A', to: '#3FB68B', motif: 'coins' },
  },
  {
    id: 7,
    slug: 'family-education',
    name: 'Family & Education',
    description: 'Schools, children, parents, pets and keeping a family together through a move.',
    art: { from: '#6A4C93', to: '#40A8E0', motif: 'family' },
  },
  {
    id: 9,
    slug: 'healthcare',
    name: 'Healthcare',
    description: 'Health systems, insurance, doctors and wellbeing abroad.',
    art: { from: '#1D7F86', to: '#7FD8BE', motif: 'health' },
  },
  {
    id: 11,
    slug: 'work-careers',
    name: 'Work & Careers',
    description: 'Finding work, recognised qualifications, freelancing and remote work across borders.',
    art: { from: '#2C3E8F', to: '#2C9AAE', motif: 'briefcase' },
  },
  {
    id: 12,
    slug: 'life-abroad',
    name: 'Life Abroad',
    description: 'Everyday life, culture, friendships and settling in.',
    art: { from: '#C0566B', to: '#F2A65A', motif: 'cafe' },
  },
  {
    id: 15,
    slug: 'destination-guides',
    name: 'Destination Guides',
    description: 'City guides for newcomers: neighbourhoods, costs and what to know before you arrive.',
    art: { from: '#2C5AAE', to: '#40E0D0', motif: 'skyline' },
  },
] as const satisfies readonly CategorySource[]

type CategorySlug = (typeof categorySources)[number]['slug']

export interface AuthorSource {
  id: number
  slug: string
  name: string
  description: string
}

export const authorSources = [
  { id: 2, slug: 'maya-levin', name: 'Maya Levin', description: 'Senior relocation consultant. Moved from Toronto to Tel Aviv in 2012 and has guided over a thousand families since.' },
  { id: 3, slug: 'daniel-okafor', name: 'Daniel Okafor', description: 'Cross-border tax and finance adviser with clients in Israel, the UK, Germany and the Gulf.' },
  { id: 5, slug: 'sofia-marques', name: 'Sofia Marques', description: 'Destination specialist for southern Europe and Cyprus, based in Lisbon.' },
  { id: 8, slug: 'waypoint-team', name: 'Waypoint Team', description: 'The Waypoint relocation team.' },
] as const satisfies readonly AuthorSource[]

type AuthorSlug = (typeof authorSources)[number]['slug']

export interface PostSource {
  slug: string
  /** Plain text with straight quotes; served texturized like WordPress. */
  title: string
  /** Short title for the featured image. */
  imageTitle?: string
  /** One or two sentences. */
  excerpt: string
  /** The first is the primary category (the client's label). */
  categories: readonly [CategorySlug, ...CategorySlug[]]
  tags: readonly string[]
  author: AuthorSlug
  /** Blocks in the format of lib/texturize.ts renderBlocks(). */
  body: string
}
