// The consultancy's own site (the demo links): the pages the app opens in its viewer frame.
//   /demo/site                    index of the pages
//   /demo/site/cost-calculator    a working cost-of-living calculator (cost-calculator.js)
//   /demo/site/pm                 the relocation planner: a checklist that remembers progress (planner.js)
//   /demo/site/forms/relocation, /demo/site/education, /demo/site/real-estate
//                                 consultation forms: a thank-you via forms.js, or after a plain POST
//   /demo/site/terms, /demo/site/privacy
import { demoLinks } from './links'
import { Hono, type Context } from 'hono'
import { brand } from '../../../src/content/brand'
import { escapeHtml } from '../lib/html'
import { calculatorCities } from './calculator'
import { htmlPage } from './layout'
import { en } from './messages/en'
import { fill, languageOf, pageLanguage, type PageLanguage } from './i18n'
import { privacyHtml, termsHtml } from './legal'

interface Field {
  name: string
  label: string
  type?: 'text' | 'email' | 'tel' | 'month' | 'number' | 'textarea' | 'select' | 'checkboxes' | 'radios'
  required?: boolean
  hint?: string
  options?: readonly string[]
  autocomplete?: string
}

interface FormPage {
  path: string
  title: string
  intro: string
  fields: readonly Field[]
  submit: string
  thanks: string
}

const destinations = [...calculatorCities.map((c) => en.cities[c.id].name), 'Somewhere else']

const contact: readonly Field[] = [
  { name: 'name', label: 'Full name', required: true, autocomplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', required: true, autocomplete: 'email' },
  { name: 'phone', label: 'Phone', type: 'tel', hint: 'optional, with country code', autocomplete: 'tel' },
]

const forms: readonly FormPage[] = [
  {
    path: '/forms/relocation',
    title: 'Plan your relocation',
    intro: 'Tell us about your move and a relocation consultant will call you within one working day with a first plan, free of charge.',
    fields: [
      ...contact,
      { name: 'from', label: 'Moving from', hint: 'country', autocomplete: 'country-name' },
      { name: 'to', label: 'Moving to', type: 'select', options: destinations },
      { name: 'when', label: 'Planned move', type: 'month' },
      { name: 'who', label: 'Who is moving', type: 'radios', options: ['Just me', 'A couple', 'A family with children', 'Parents or grandparents'] },
      { name: 'help', label: 'Where can we help?', type: 'checkboxes', options: ['Visa & documents', 'Housing', 'Schools', 'Shipping', 'Taxes & banking', 'Settling in'] },
      { name: 'message', label: 'Anything else we should know?', type: 'textarea' },
    ],
    submit: 'Request my relocation plan',
    thanks: 'A consultant will call you within one working day. Meanwhile, the relocation planner in the app lists what to do first.',
  },
  {
    path: '/education',
    title: 'Education consultation',
    intro: 'Choosing a school abroad decides where you live and how quickly your children feel at home. Our education advisers know the state, bilingual and international schools in every destination we serve.',
    fields: [
      ...contact,
      { name: 'city', label: 'Destination city', type: 'select', options: destinations },
      { name: 'children', label: 'Children and their ages', hint: 'e.g. 6 and 11', required: true },
      { name: 'curriculum', label: 'Preferred curriculum', type: 'radios', options: ['Local state school', 'Bilingual', 'International Baccalaureate', 'British', 'American', 'Not sure yet'] },
      { name: 'start', label: 'School start', type: 'month' },
      { name: 'message', label: 'Learning needs, languages, anything else', type: 'textarea' },
    ],
    submit: 'Book my education consultation',
    thanks: 'An education adviser will email you a shortlist of schools to discuss within two working days.',
  },
  {
    path: '/real-estate',
    title: 'Find your new home',
    intro: 'Short-term, long-term or to buy: our property team searches, views and negotiates on your behalf, and has every contract checked before you sign.',
    fields: [
      ...contact,
      { name: 'city', label: 'Destination city', type: 'select', options: destinations },
      { name: 'looking', label: 'Looking to', type: 'radios', options: ['Rent short-term', 'Rent long-term', 'Buy'] },
      { name: 'budget', label: 'Budget', hint: 'per month to rent, total to buy, with currency' },
      { name: 'bedrooms', label: 'Bedrooms', type: 'select', options: ['Studio', '1', '2', '3', '4+'] },
      { name: 'musts', label: 'Must-haves', type: 'checkboxes', options: ['Safe room or shelter nearby', 'Parking', 'Lift', 'Near good schools', 'Balcony or garden', 'Pets allowed'] },
      { name: 'message', label: 'Neighbourhoods you like, dates, anything else', type: 'textarea' },
    ],
    submit: 'Start my home search',
    thanks: 'A property consultant will contact you within one working day to set up your search and the first viewings.',
  },
]

function fieldHtml(field: Field, formId: string): string {
  const id = `${formId}-${field.name}`
  const required = field.required ? ' required' : ''
  const hint = field.hint ? ` <span class="hint">(${escapeHtml(field.hint)})</span>` : ''
  const label = `${escapeHtml(field.label)}${field.required ? ' <span aria-hidden="true">*</span>' : ''}${hint}`
  const auto = field.autocomplete ? ` autocomplete="${field.autocomplete}"` : ''
  switch (field.type) {
    case 'textarea':
      return `<div class="field"><label for="${id}">${label}</label><textarea id="${id}" name="${field.name}"${required}></textarea></div>`
    case 'select':
      return `<div class="field"><label for="${id}">${label}</label><select id="${id}" name="${field.name}"${required}><option value="">Choose…</option>${(field.options ?? []).map((o) => `<option>${escapeHtml(o)}</option>`).join('')}</select></div>`
    case 'radios':
    case 'checkboxes': {
      const type = field.type === 'radios' ? 'radio' : 'checkbox'
      const options = (field.options ?? []).map((o) => `<label><input type="${type}" name="${field.name}" value="${escapeHtml(o)}"> ${escapeHtml(o)}</label>`).join('')
      return `<fieldset class="field"><legend><strong>${label}</strong></legend><div class="choices">${options}</div></fieldset>`
    }
    default:
      return `<div class="field"><label for="${id}">${label}</label><input id="${id}" name="${field.name}" type="${field.type ?? 'text'}"${auto}${required}></div>`
  }
}

function formPageHtml(page: FormPage, sent: boolean): string {
  const id = page.path.split('/').pop() ?? 'form'
  return `<main>
<h1>${escapeHtml(page.title)}</h1>
<p class="lead">${escapeHtml(page.intro)}</p>
<form class="card" method="post" action="${demoLinks.site}${page.path}" data-demo-form data-thanks="${id}-thanks"${sent ? ' hidden' : ''}>
${page.fields.map((f) => fieldHtml(f, id)).join('\n')}
<p class="hint">By sending this form you agree to our <a href="${demoLinks.privacy}">Privacy Policy</a>. Fields marked * are required.</p>
<button class="button block" type="submit">${escapeHtml(page.submit)}</button>
</form>
<div class="notice" id="${id}-thanks" tabindex="-1"${sent ? '' : ' hidden'}>
<h2>Thank you, <span data-name>${sent ? 'we have your request' : ''}</span>!</h2>
<p>${escapeHtml(page.thanks)}</p>
<p><a href="${demoLinks.site}">Back to ${escapeHtml(brand.name)}</a></p>
</div>
</main>`
}

function calculatorHtml({ code, m }: PageLanguage): string {
  const t = m.calculator
  const text = (message: string) => escapeHtml(message)
  const options = calculatorCities
    .map((c) => `<option value="${c.id}">${text(fill(code, t.cityOption, { city: m.cities[c.id].name, country: m.cities[c.id].country }))}</option>`)
    .join('')
  return `<main>
<h1>${text(t.title)}</h1>
<p class="lead">${text(t.lead)}</p>
<form class="card" id="calculator" novalidate>
<div class="field"><label for="calc-city">${text(t.destination)}</label><select id="calc-city" name="city">${options}</select></div>
<div class="grid two">
<div class="field"><label for="calc-adults">${text(t.adults)}</label><input id="calc-adults" name="adults" type="number" min="1" max="6" value="2" inputmode="numeric"></div>
<div class="field"><label for="calc-children">${text(t.children)}</label><input id="calc-children" name="children" type="number" min="0" max="8" value="1" inputmode="numeric"></div>
</div>
<fieldset class="field"><legend><strong>${text(t.where)}</strong></legend><div class="choices">
<label><input type="radio" name="area" value="centre" checked> ${text(t.centre)}</label>
<label><input type="radio" name="area" value="outside"> ${text(t.outside)}</label></div></fieldset>
<fieldset class="field"><legend><strong>${text(t.lifestyle)}</strong></legend><div class="choices">
<label><input type="radio" name="style" value="0.85"> ${text(t.modest)}</label>
<label><input type="radio" name="style" value="1" checked> ${text(t.comfortable)}</label>
<label><input type="radio" name="style" value="1.35"> ${text(t.premium)}</label></div></fieldset>
<div class="field choices"><label><input type="checkbox" name="international"> ${text(t.international)}</label></div>
<noscript><p class="error">${text(t.noscript)} <a href="${demoLinks.consult.relocation}">${text(t.noscriptLink)}</a>.</p></noscript>
</form>
<section class="card result" id="calc-result" aria-labelledby="calc-title" aria-live="polite" hidden>
<h2 id="calc-title">${text(t.resultTitle)}</h2>
<p class="total" id="calc-total"></p>
<p class="converted" id="calc-usd"></p>
<table class="breakdown"><tbody id="calc-breakdown"></tbody></table>
<p class="hint">${text(t.hint)}</p>
</section>
</main>`
}

/** What the calculator's script writes, in the page's language. */
function calculatorData({ code, dir, m }: PageLanguage) {
  const t = m.calculator
  return {
    lang: code,
    dir,
    cities: Object.fromEntries(calculatorCities.map((c) => [c.id, m.cities[c.id].name])),
    messages: {
      estimateFor: t.estimateFor,
      perMonth: t.perMonth,
      aboutPerMonth: t.aboutPerMonth,
      housing: t.housing,
      food: t.food,
      transport: t.transport,
      utilities: t.utilities,
      health: t.health,
      leisure: t.leisure,
      internationalSchool: t.internationalSchool,
      childcare: t.childcare,
    },
  }
}

function plannerHtml({ code, m }: PageLanguage): string {
  const t = m.planner
  const total = t.phases.reduce((n, phase) => n + phase.tasks.length, 0)
  const phases = t.phases
    .map(
      (phase, p) => `<section class="phase"><h2>${escapeHtml(phase.title)} <small data-phase-count="${p}">0/${phase.tasks.length}</small></h2>
<ul class="checklist">${phase.tasks.map((task, t) => `<li><label><input type="checkbox" data-task="${p}-${t}"><span>${escapeHtml(task)}</span></label></li>`).join('')}</ul></section>`,
    )
    .join('\n')
  return `<main>
<h1>${escapeHtml(t.title)}</h1>
<p class="lead">${escapeHtml(t.lead)}</p>
<div class="card"><strong id="planner-summary">${escapeHtml(fill(code, t.summary, { done: 0, total }))}</strong><div class="progress" aria-hidden="true"><span id="planner-bar"></span></div>
<button class="button secondary" type="button" id="planner-reset">${escapeHtml(t.reset)}</button></div>
${phases}
</main>`
}

function indexHtml(): string {
  const pages: [string, string][] = [
    [demoLinks.costCalculator, 'Cost-of-Living Calculator'],
    [demoLinks.planner, 'My Relocation Planner'],
    [demoLinks.consult.relocation, 'Relocation consultation'],
    [demoLinks.consult.education, 'Education consultation'],
    [demoLinks.consult['real-estate'], 'Real-estate search'],
    [demoLinks.assistant, '24/7 AI Assistant'],
    [demoLinks.communityGroup, 'Waypoint Community'],
  ]
  return `<main><h1>${escapeHtml(brand.name)} Relocation</h1><p class="lead">${escapeHtml(brand.description)}</p>
<ul class="page-links">${pages.map(([href, label]) => `<li><a href="${href}">${escapeHtml(label)}</a></li>`).join('')}</ul></main>`
}

export function siteRoutes() {
  const app = new Hono()
  // The pages whose words are not in the catalogs yet stay wholly English (their <html lang> says so).
  const english = languageOf('en')
  const site = (c: Context, title: string, description: string, body: string, scripts: string[] = [], language = english, data?: unknown) =>
    htmlPage(c, { language, title: `${title} · ${brand.name}`, description, body, scripts, data })

  app.get('/', (c) => site(c, 'Relocation', brand.description, indexHtml()))
  app.get('/cost-calculator', (c) => {
    const language = pageLanguage(c)
    const t = language.m.calculator
    return site(c, t.title, t.description, calculatorHtml(language), ['cost-calculator.js'], language, calculatorData(language))
  })
  app.get('/pm', (c) => {
    const language = pageLanguage(c)
    const t = language.m.planner
    return site(c, t.title, t.description, plannerHtml(language), ['planner.js'], language, { summary: t.summary, lang: language.code, dir: language.dir })
  })
  for (const page of forms) {
    app.get(page.path, (c) => site(c, page.title, page.intro, formPageHtml(page, false), ['forms.js']))
    // Without JavaScript the form posts here; nothing is stored, the visitor just sees the thank-you.
    app.post(page.path, (c) => site(c, page.title, page.intro, formPageHtml(page, true)))
  }
  app.get('/terms', (c) => site(c, 'Terms of Service', `The terms on which ${brand.name} provides its relocation services.`, termsHtml()))
  app.get('/privacy', (c) => site(c, 'Privacy Policy', `How ${brand.name} collects, uses and protects personal data.`, privacyHtml()))
  return app
}
