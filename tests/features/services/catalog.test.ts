// The services' English words live twice: content/services.ts keeps the canonical English name (the one
// the server stores and forwards) and the English description; the English catalog is what a person
// reads. They must say the same.
import { describe, expect, it } from 'vitest'
import { services } from '@/content/services'
import english from '@/locales/en/services.json'

describe('the services catalog', () => {
  it('names and describes each service in English exactly as content/services.ts does', () => {
    for (const service of services) {
      expect(english[`services.service.${service.slug}.name`], service.slug).toBe(service.name)
      expect(english[`services.service.${service.slug}.description`], service.slug).toBe(service.description)
    }
  })
})
