// The consultancy's five services (docs/behaviour.md, "Services").
//
// `name` is the service's canonical English name: the server validates a request's service against it,
// stores it and forwards it, so the app always sends this (or the slug), never a translated name.
// `description` is the English text. What a person reads comes from the services catalog, by slug:
// `services.service.{slug}.name` and `.description` (the English catalog says the same as this file;
// tests/features/services/catalog.test.ts keeps them in step).

export type ServiceSlug = 'taxes' | 'shipping' | 'property' | 'psychologist' | 'storage'

export interface Service {
  id: number
  slug: ServiceSlug
  /** Canonical English name (sent to and stored by the server). */
  name: string
  /** English description. */
  description: string
}

export const services: readonly Service[] = [
  {
    id: 1,
    slug: 'taxes',
    name: 'Taxes – Filing & Advisory',
    description:
      'Cross-border tax planning before you move and filing once you arrive: residency rules, double-taxation treaties, pensions and foreign income, handled by advisers who know both countries.',
  },
  {
    id: 2,
    slug: 'shipping',
    name: 'Shipping & Logistics',
    description:
      'Door-to-door moving of your household, car and pets: quotes from vetted movers, customs paperwork, insurance and a single coordinator from packing day to unpacking.',
  },
  {
    id: 3,
    slug: 'property',
    name: 'Property Search – Temporary, Rental & Purchase',
    description:
      'A furnished place for the first weeks, a long-term rental in the right neighbourhood, or a home to buy: viewings, contract review and negotiation on your behalf.',
  },
  {
    id: 4,
    slug: 'psychologist',
    name: 'Tools for Coping with Change – Expert Psychologist',
    description:
      'Sessions with a psychologist who specialises in relocation: culture shock, family transitions, children changing schools and the loneliness of the first year abroad.',
  },
  {
    id: 5,
    slug: 'storage',
    name: 'Storage Solutions',
    description:
      'Secure, climate-controlled storage in your old or new country, short or long term, with inventory photos and delivery when you are ready for your things.',
  },
]
