// Menu groups shared by the header, the mobile drawer and the bottom menu (docs/behaviour.md, "Header and menus").
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
  | 'shortlist'
  | 'plan'

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
  | '/shortlist'
  | '/plan'

/** Every group and item, by id: its label is the shell catalog's `shell.menu.{id}`. */
export type MenuEntryId =
  | 'home'
  | 'useful-info'
  | 'news'
  | 'destinations'
  | 'time-currency'
  | 'cost-calculator'
  | 'consult'
  | 'consult-relocation'
  | 'consult-education'
  | 'consult-real-estate'
  | 'client-area'
  | 'planner'
  | 'services'
  | 'community'
  | 'assistant'
  | 'shortlist'
  | 'plan'

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
  id: MenuEntryId
  icon: MenuIcon
  /** What the item does in the mobile drawer when it differs from the header and bottom menu. */
  drawer?: MenuAction
}

interface MenuGroup {
  id: MenuEntryId
  icon: MenuIcon
  /** A group without sub-items navigates here directly. */
  value?: AppPath
  subItems: readonly MenuItem[]
}

/**
 * The installed app's shortcuts (the menu of its icon), in this order: menu items by id (the label and
 * its short form are the shell catalog's `shell.menu.{id}` and `shell.shortcut.{id}`).
 */
export const appShortcuts = [
  { item: 'news' },
  { item: 'time-currency' },
  { item: 'destinations' },
  { item: 'services' },
] as const

export const menuGroups: readonly MenuGroup[] = [
  { id: 'home', icon: 'home', value: '/', subItems: [] },
  {
    id: 'useful-info',
    icon: 'info',
    subItems: [
      { id: 'news', icon: 'news', value: '/news' },
      { id: 'destinations', icon: 'destinations', value: '/destinations' },
      { id: 'time-currency', icon: 'time', value: '/time-currency' },
      { id: 'cost-calculator', icon: 'calculator', value: '/cost-calculator' },
    ],
  },
  {
    id: 'consult',
    icon: 'consult',
    subItems: [
      { id: 'consult-relocation', icon: 'relocation', value: '/consult/relocation' },
      { id: 'consult-education', icon: 'education', value: '/consult/education' },
      { id: 'consult-real-estate', icon: 'real-estate', value: '/consult/real-estate' },
    ],
  },
  {
    id: 'client-area',
    icon: 'client',
    subItems: [
      { id: 'planner', icon: 'planner', link: 'planner', newTab: true },
      { id: 'services', icon: 'services', value: '/services' },
      {
        id: 'community',
        icon: 'community',
        value: '/community',
        drawer: { link: 'communityGroup', newTab: true },
      },
      {
        id: 'assistant',
        icon: 'assistant',
        value: '/chatbot',
        drawer: { link: 'assistant', newTab: true },
      },
      { id: 'shortlist', icon: 'shortlist', value: '/shortlist' },
      { id: 'plan', icon: 'plan', value: '/plan' },
    ],
  },
]
