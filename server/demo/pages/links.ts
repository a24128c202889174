// The demo consultancy site's own addresses: the demo settings the app runs with when nothing is
// configured (src/content/settings.ts), so the demo pages link to each other as the app links to them.
import { demoSettings } from '../../../src/content/settings'

export const demoLinks = {
  site: demoSettings.siteUrl,
  costCalculator: demoSettings.costCalculatorUrl,
  planner: demoSettings.plannerUrl,
  consult: {
    relocation: demoSettings.consultRelocationUrl,
    education: demoSettings.consultEducationUrl,
    'real-estate': demoSettings.consultRealEstateUrl,
  },
  terms: demoSettings.termsUrl,
  privacy: demoSettings.privacyUrl,
  communityGroup: demoSettings.communityGroupUrl,
  assistant: demoSettings.assistantUrl,
} as const
