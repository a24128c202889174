// A service's name as a person reads it: the services catalog's, by slug. Requests keep the canonical
// English name (content/services.ts), so a request's name is looked up again to be shown.
import { services, type Service, type ServiceSlug } from '@/content/services'
import { t as activeT, type Translate } from '@/i18n/react'

export function serviceName(slug: ServiceSlug, t: Translate = activeT): string {
  return t(`services.service.${slug}.name`)
}

export function serviceDescription(slug: ServiceSlug, t: Translate = activeT): string {
  return t(`services.service.${slug}.description`)
}

/**
 * The name to show for a request's `service` as stored (the canonical English name): translated when it
 * is one of ours, as stored otherwise. `known` is 'no' when there is none (messages then say 'a service').
 */
export function storedServiceName(stored: string, t: Translate = activeT): { known: 'yes' | 'no'; service: string } {
  const service: Service | undefined = services.find((entry) => entry.name === stored || entry.slug === stored)
  if (service) return { known: 'yes', service: serviceName(service.slug, t) }
  return stored.trim() ? { known: 'yes', service: stored } : { known: 'no', service: '' }
}
