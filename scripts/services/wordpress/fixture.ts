// The content a real WordPress is seeded with for the tests (scripts/services/wordpress.ts writes it as
// JSON for seed.php, which inserts it through WordPress's own PHP API). The tests read the same module
// to know what a person should see, so the seed and the expectations cannot drift apart.
//
// It holds what a consultancy's WordPress really has and the app must cope with: posts in several
// categories (one whose name has an '&'), posts with and without featured images, HTML in a title,
// typographic quotes and dashes that WordPress turns into entities, automatic and hand-written
// excerpts, images in a body, a hostile body, and drafts, private and scheduled posts that must never
// show. More than two batches of 20, so the listing must page through the API.

export interface FixtureCategory {
  slug: string
  /** As typed in WordPress's admin (WordPress stores and serves it HTML-escaped). */
  name: string
}

export interface FixturePost {
  slug: string
  /** As typed in WordPress's editor: may hold HTML and plain quotes that WordPress texturizes. */
  title: string
  /** What the app shows for the title: tags removed, entities decoded, quotes and dashes texturized. */
  shownTitle: string
  category: string
  /** Site-local date, 'YYYY-MM-DD HH:mm:ss' (the site runs on UTC). */
  date: string
  status: 'publish' | 'draft' | 'private' | 'future'
  /** A file of server/demo/media/files/posts to upload as the featured image, or none. */
  featuredImage: string | null
  /** The body. `{{upload:name.webp}}` becomes that uploaded file's address. */
  content: string
  /** A hand-written excerpt; empty means WordPress writes one from the body. */
  excerpt: string
}

export const categories: readonly FixtureCategory[] = [
  { slug: 'visas-residency', name: 'Visas & Residency' },
  { slug: 'housing', name: 'Housing' },
  { slug: 'money', name: 'Money' },
  { slug: 'family-life', name: 'Family Life' },
]

const images = [
  'apostilles-certified-translations.webp',
  'bank-account-abroad-no-credit-history.webp',
  'berlin-flat-hunting-schufa.webp',
  'budgeting-first-three-months-abroad.webp',
  'choosing-a-school-abroad.webp',
  'culture-shock-four-stages.webp',
  'temporary-housing-first-month.webp',
  'utilities-checklist-new-home.webp',
] as const

const topics = [
  'Opening a bank account in your first week',
  'What a residence permit interview asks',
  'Choosing a neighbourhood before you see it',
  'Moving pets across borders',
  'School enrolment deadlines abroad',
  'Health insurance in the gap months',
  'Shipping furniture or buying new',
  'Tax residency and the 183-day rule',
  'Finding a family doctor',
  'Mobile plans that keep your number',
  'Recognition of professional diplomas',
  'Driving licence exchange rules',
  'Temporary housing for the first month',
  'Budgeting the first three months',
  'Utilities to set up on day one',
  'Language classes for the whole family',
  'Pension rights when you move',
  'Renting without a local credit history',
  'Apostilles and certified translations',
  'Making friends as an adult abroad',
  'Public transport passes explained',
  'Customs allowances for household goods',
  'Childcare options for newcomers',
  'Sending money home cheaply',
  'Voting from abroad',
  'Coping with homesickness',
  'Negotiating a relocation package',
  'Working remotely from a new country',
  'Buying property as a newcomer',
  'Winter clothing on a budget',
  'Registering your address',
  'Emergency numbers to save',
  'Holidays and shop hours',
  'Dental care costs abroad',
  'Volunteering to meet people',
  'Teenagers and a new school',
  'Elderly parents joining you',
  'Keeping a first language alive',
]

const BASE_DAY = Date.UTC(2026, 9, 31, 9, 0, 0)

/** 'YYYY-MM-DD HH:mm:ss' for `daysBefore` days before 31 October 2026, 09:00. */
function dayBefore(daysBefore: number): string {
  return new Date(BASE_DAY - daysBefore * 86_400_000).toISOString().slice(0, 19).replace('T', ' ')
}

const paragraph = (topic: string, n: number) =>
  `<p>${topic} is one of the first things people ask us about. This guide walks through what to prepare, ` +
  `what it costs and how long it takes, with the questions our consultants hear most often (number ${n}).</p>` +
  '<p>Every country does it a little differently, so check the rules where you are going before you book anything.</p>'

/** The special posts, newest first; the generated ones follow them. */
const special: FixturePost[] = [
  {
    slug: 'making-aliyah-paperwork',
    title: 'Making <em>aliyah</em>: the paperwork, step by step',
    shownTitle: 'Making aliyah: the paperwork, step by step',
    category: 'visas-residency',
    date: dayBefore(0),
    status: 'publish',
    featuredImage: 'apostilles-certified-translations.webp',
    content:
      '<p>From the first appointment to the <strong>teudat zehut</strong>, here is the order that works.</p>' +
      '<figure class="wp-block-image"><img src="{{upload:harbour.webp}}" alt="Haifa harbour at dusk" /></figure>' +
      '<p>Keep copies of everything, and bring the originals to each office.</p>' +
      '<img src="{{upload:street.webp}}" alt="A street in Tel Aviv" />',
    excerpt: '',
  },
  {
    slug: 'renting-tel-aviv-furnished',
    title: 'Renting in Tel Aviv -- what "furnished" really means',
    shownTitle: 'Renting in Tel Aviv — what “furnished” really means',
    category: 'housing',
    date: dayBefore(1),
    status: 'publish',
    featuredImage: null,
    content: paragraph('Renting in Tel Aviv', 0),
    excerpt: 'A hand-written excerpt: fridges, ovens and what landlords leave behind.',
  },
  {
    slug: 'hostile-markup',
    title: 'Staying safe from rental scams',
    shownTitle: 'Staying safe from rental scams',
    category: 'housing',
    date: dayBefore(2),
    status: 'publish',
    featuredImage: 'berlin-flat-hunting-schufa.webp',
    content:
      '<p>Scammers copy real listings.</p>' +
      '<script>window.__hostile = "script ran"; document.title = "hacked"</script>' +
      '<p><img src="/nonexistent.png" onerror="window.__hostile = \'onerror ran\'" alt="broken" /></p>' +
      '<p><a href="javascript:window.__hostile=\'link ran\'">Claim your keys</a></p>' +
      '<iframe src="https://evil.example/phish" title="phish"></iframe>' +
      '<p>Never pay a deposit before you have seen the flat.</p>',
    excerpt: '',
  },
  {
    slug: 'draft-never-shown',
    title: 'Draft: never shown',
    shownTitle: 'Draft: never shown',
    category: 'money',
    date: dayBefore(3),
    status: 'draft',
    featuredImage: null,
    content: '<p>This draft must never reach the app.</p>',
    excerpt: '',
  },
  {
    slug: 'private-never-shown',
    title: 'Private: never shown',
    shownTitle: 'Private: never shown',
    category: 'money',
    date: dayBefore(4),
    status: 'private',
    featuredImage: null,
    content: '<p>This private post must never reach the app.</p>',
    excerpt: '',
  },
  {
    slug: 'scheduled-never-shown',
    title: 'Scheduled: never shown',
    shownTitle: 'Scheduled: never shown',
    category: 'money',
    date: '2030-01-01 09:00:00',
    status: 'future',
    featuredImage: null,
    content: '<p>This scheduled post must not reach the app before its day.</p>',
    excerpt: '',
  },
]

const generated: FixturePost[] = topics.map((topic, index) => {
  const n = index + 1
  return {
    slug: `guide-${String(n).padStart(2, '0')}`,
    title: topic,
    shownTitle: topic,
    category: (categories[n % categories.length] ?? categories[0])?.slug ?? 'housing',
    date: dayBefore(4 + n),
    status: 'publish',
    featuredImage: n % 2 === 0 ? (images[n % images.length] ?? null) : null,
    content: paragraph(topic, n),
    excerpt: '',
  }
})

export const posts: readonly FixturePost[] = [...special, ...generated]

/** Images used in bodies, uploaded from server/demo/media/files/posts under these names. */
export const bodyUploads: Readonly<Record<string, string>> = {
  'harbour.webp': 'haifa-affordable-coastal-alternative.webp',
  'street.webp': 'tel-aviv-neighbourhoods-for-newcomers.webp',
}

/** What the app may show: published posts, newest first (the order WordPress lists them in). */
export const publishedPosts: readonly FixturePost[] = posts
  .filter((post) => post.status === 'publish')
  .sort((a, b) => b.date.localeCompare(a.date))

/** Posts that must never appear anywhere in the app. */
export const hiddenPosts: readonly FixturePost[] = posts.filter((post) => post.status !== 'publish')

export function categoryName(slug: string): string {
  const category = categories.find((c) => c.slug === slug)
  if (!category) throw new Error(`No fixture category ${slug}`)
  return category.name
}

/** Published posts in a category. */
export function publishedIn(slug: string): FixturePost[] {
  return publishedPosts.filter((post) => post.category === slug)
}
