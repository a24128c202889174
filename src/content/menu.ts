// Menu groups shared by the header, the mobile drawer and the bottom menu (SPEC section 2, "Menu groups").
// `value` is a route path, or an address; `link` names one of the deployment's configured links (the
// planner, the community group, the assistant). Addresses that are plain http(s) URLs open inside the app
// through the home route's `external` parameter; items marked `newTab` open in a new browser tab instead.

export type MenuIcon =
  | 'home'
  | 'info'
  | 'news'
  | 'destinations'
  | 'time'
  | 'calculator'
  | 'consult'
  | 'relocation'
  | 'education'
  | 'real-estate'
  | 'client'
  | 'planner'
  | 'services'
  | 'community'
  | 'assistant'

export type AppPath =
  | '/'
  | '/news'
  | '/destinations'
  | '/time-currency'
  | '/cost-calculator'
  | '/consult/relocation'
  | '/consult/education'
  | '/consult/real-estate'
  | '/services'
  | '/community'
  | '/chatbot'

/** The deployment's links a menu entry may open (their addresses are settings: app/config.ts). */
export type ConfiguredLink = 'planner' | 'communityGroup' | 'assistant'

export type MenuAction = (
  | {
      /** A route path, or an address (http(s) or root-relative for the consultancy's own pages). */
      value: AppPath | string
      link?: never
    }
  | { link: ConfiguredLink; value?: never }
) & { newTab?: boolean }

type MenuItem = MenuAction & {
  id: string
  label: string
  icon: MenuIcon
  /** What the item does in the mobile drawer when it differs from the header and bottom menu. */
  drawer?: MenuAction
}

interface MenuGroup {
  id: string
  label: string
  icon: MenuIcon
  /** A group without sub-items navigates here directly. */
  value?: AppPath
  subItems: readonly MenuItem[]
}

/**
 * The installed app's shortcuts (the menu of its icon), in this order: menu items by id, each with the
 * short name a launcher shows when the item's label is too long.
 */
export const appShortcuts = [
  { item: 'news', shortName: 'News' },
  { item: 'time-currency', shortName: 'Time & Currency' },
  { item: 'destinations', shortName: 'Destinations' },
  { item: 'services', shortName: 'Services' },
] as const

export const menuGroups: readonly MenuGroup[] = [
  { id: 'home', label: 'Home', icon: 'home', value: '/', subItems: [] },
  {
    id: 'useful-info',
    label: 'Useful Info',
    icon: 'info',
    subItems: [
      { id: 'news', label: 'Relocation News', icon: 'news', value: '/news' },
      { id: 'destinations', label: 'Popular Destinations', icon: 'destinations', value: '/destinations' },
      { id: 'time-currency', label: 'Time Currency & Weather', icon: 'time', value: '/time-currency' },
      { id: 'cost-calculator', label: 'Cost-of-Living AI Calculator', icon: 'calculator', value: '/cost-calculator' },
    ],
  },
  {
    id: 'consult',
    label: 'Consult',
    icon: 'consult',
    subItems: [
      { id: 'consult-relocation', label: 'Relocation', icon: 'relocation', value: '/consult/relocation' },
      { id: 'consult-education', label: 'Education', icon: 'education', value: '/consult/education' },
      { id: 'consult-real-estate', label: 'Real-Estate', icon: 'real-estate', value: '/consult/real-estate' },
    ],
  },
  {
    id: 'client-area',
    label: 'Client Area',
    icon: 'client',
    subItems: [
      { id: 'planner', label: 'My Relocation Planner', icon: 'planner', link: 'planner', newTab: true },
      { id: 'services', label: 'My Services', icon: 'services', value: '/services' },
      {
        id: 'community',
        label: 'My Community',
        icon: 'community',
        value: '/community',
        drawer: { link: 'communityGroup', newTab: true },
      },
      {
        id: 'assistant',
        label: 'My 24/7 AI Assistant',
        icon: 'assistant',
        value: '/chatbot',
        drawer: { link: 'assistant', newTab: true },
      },
    ],
  },
]
