// The consultancy's Terms of Service and Privacy Policy: short, plain and specific to what the
// product does (relocation advice, partner referrals, forms, an assistant, a community group). Their
// words are in the catalogs (messages/{language}.ts, legal); the addresses and links are put in here.
import { demoLinks } from './links'
import { brand } from '../../../src/content/brand'
import { escapeHtml } from '../lib/html'
import { fill, type PageLanguage } from './i18n'

const contact = 'hello@waypoint-relocation.example'
const privacyContact = 'privacy@waypoint-relocation.example'

function legalHtml({ code, dir, m }: PageLanguage, page: 'terms' | 'privacy'): string {
  const t = m.legal
  const doc = t[page]
  const values = { brand: brand.name, company: fill(code, t.company, { brand: brand.name }) }
  // An address keeps its own direction inside right-to-left text.
  const mail = (address: string) => `<a href="mailto:${address}"${dir === 'rtl' ? ' dir="ltr"' : ''}>${address}</a>`
  const links: Record<string, string> = {
    contact: mail(contact),
    privacyContact: mail(privacyContact),
    terms: `<a href="${demoLinks.terms}">${escapeHtml(m.layout.terms)}</a>`,
    privacy: `<a href="${demoLinks.privacy}">${escapeHtml(m.layout.privacy)}</a>`,
  }
  const text = (message: string) => Object.entries(links).reduce((html, [name, link]) => html.replace(`{${name}}`, link), escapeHtml(fill(code, message, values)))
  const sections = doc.sections
    .map((section) => {
      const parts = [`<h2>${escapeHtml(section.title)}</h2>`]
      if (section.text) parts.push(...section.text.map((paragraph) => `<p>${text(paragraph)}</p>`))
      if (section.items) parts.push(`<ul>\n${section.items.map((item) => `<li>${text(item)}</li>`).join('\n')}\n</ul>`)
      if (section.entries) parts.push(`<ul>\n${section.entries.map((entry) => `<li><strong>${escapeHtml(entry.label)}</strong> ${text(entry.text)}</li>`).join('\n')}\n</ul>`)
      if (section.after) parts.push(`<p>${text(section.after)}</p>`)
      return parts.join('\n')
    })
    .join('\n\n')
  return `<main class="legal">
<h1>${escapeHtml(page === 'terms' ? m.layout.terms : m.layout.privacy)}</h1>
<p class="hint">${escapeHtml(t.updated)}</p>
<p>${text(doc.intro)}</p>

${sections}

<p>${text(page === 'terms' ? t.seeAlso.privacy : t.seeAlso.terms)}</p>
</main>`
}

export const termsHtml = (language: PageLanguage) => legalHtml(language, 'terms')
export const privacyHtml = (language: PageLanguage) => legalHtml(language, 'privacy')
