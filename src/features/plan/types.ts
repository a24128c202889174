// The move plan's own types: a task as the consultancy's checklist names it, and what a person keeps.

/** The languages a task's title and details are written in (the app's four). */
export const PLAN_LANGUAGES = ['en', 'he', 'fr', 'ru'] as const
export type PlanLanguage = (typeof PLAN_LANGUAGES)[number]

/** Who a task is for: the household once, each adult, each child, or the pets. */
export const AUDIENCES = ['household', 'adult', 'child', 'pet'] as const
export type Audience = (typeof AUDIENCES)[number]

export type Localized = Readonly<Record<PlanLanguage, string>>

/** One row of the checklist. */
export interface PlanTask {
  id: string
  /** Days from the move date: negative before it, 0 on the day, positive after. */
  offsetDays: number
  /** ISO 3166 alpha-2 codes (upper case) the task applies to, or 'all'. */
  countries: readonly string[] | 'all'
  audience: Audience
  title: Localized
  details: Localized
  /** An app address ('/services?service=...', '/news/post/12', '/destinations/Tel%20Aviv') or an https page. */
  link?: string
  /** For a document: the months it must stay valid after the move date. */
  validityMonths?: number
}
