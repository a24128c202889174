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

/** The consultation forms, in a language. */
function formsOf({ m }: PageLanguage): readonly FormPage[] {
  const t = m.forms
  const destinations = [...calculatorCities.map((c) => m.cities[c.id].name), t.elsewhere]
  const contact: readonly Field[] = [
    { name: 'name', label: t.name, required: true, autocomplete: 'name' },
    { name: 'email', label: t.email, type: 'email', required: true, autocomplete: 'email' },
    { name: 'phone', label: t.phone, type: 'tel', hint: t.phoneHint, autocomplete: 'tel' },
  ]
  const { relocation, education, realEstate } = t
  return [
    {
      path: '/forms/relocation',
      title: relocation.title,
      intro: relocation.intro,
      fields: [
        ...contact,
        { name: 'from', label: relocation.from, hint: relocation.fromHint, autocomplete: 'country-name' },
        { name: 'to', label: relocation.to, type: 'select', options: destinations },
        { name: 'when', label: relocation.when, type: 'month' },
        { name: 'who', label: relocation.who, type: 'radios', options: relocation.whoOptions },
        { name: 'help', label: relocation.help, type: 'checkboxes', options: relocation.helpOptions },
        { name: 'message', label: t.message, type: 'textarea' },
      ],
      submit: relocation.submit,
      thanks: relocation.thanks,
    },
    {
      path: '/education',
      title: education.title,
      intro: education.intro,
      fields: [
        ...contact,
        { name: 'city', label: education.city, type: 'select', options: destinations },
        { name: 'children', label: education.children, hint: education.childrenHint, required: true },
        { name: 'curriculum', label: education.curriculum, type: 'radios', options: education.curriculumOptions },
        { name: 'start', label: education.start, type: 'month' },
        { name: 'message', label: education.message, type: 'textarea' },
      ],
      submit: education.submit,
      thanks: education.thanks,
    },
    {
      path: '/real-estate',
      title: realEstate.title,
      intro: realEstate.intro,
      fields: [
        ...contact,
        { name: 'city', label: realEstate.city, type: 'select', options: destinations },
        { name: 'looking', label: realEstate.looking, type: 'radios', options: realEstate.lookingOptions },
        { name: 'budget', label: realEstate.budget, hint: realEstate.budgetHint },
        { name: 'bedrooms', label: realEstate.bedrooms, type: 'select', options: realEstate.bedroomOptions },
        { name: 'musts', label: realEstate.musts, type: 'checkboxes', options: realEstate.mustOptions },
        { name: 'message', label: realEstate.message, type: 'textarea' },
      ],
      submit: realEstate.submit,
      thanks: realEstate.thanks,
    },
  ]
}

/** The forms' paths (the same in every language). */
const formPaths = formsOf(languageOf('en')).map((page) => page.path)

function fieldHtml(field: Field, formId: string, choose: string): string {
  const id = `${formId}-${field.name}`
  const required = field.required ? ' required' : ''
  const hint = field.hint ? ` <span class="hint">(${escapeHtml(field.hint)})</span>` : ''
  const label = `${escapeHtml(field.label)}${field.required ? ' <span aria-hidden="true">*</span>' : ''}${hint}`
  const auto = field.autocomplete ? ` autocomplete="${field.autocomplete}"` : ''
  switch (field.type) {
    case 'textarea':
      return `<div class="field"><label for="${id}">${label}</label><textarea id="${id}" name="${field.name}"${required}></textarea></div>`
    case 'select':
      return `<div class="field"><label for="${id}">${label}</label><select id="${id}" name="${field.name}"${required}><option value="">${escapeHtml(choose)}</option>${(field.options ?? []).map((o) => `<option>${escapeHtml(o)}</option>`).join('')}</select></div>`
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

function formPageHtml({ code, m }: PageLanguage, page: FormPage, sent: boolean): string {
  const t = m.forms
  const id = page.path.split('/').pop() ?? 'form'
  const [thanksBefore = '', thanksAfter = ''] = t.thanks.split('{name}')
  const consent = escapeHtml(t.consent).replace('{privacy}', `<a href="${demoLinks.privacy}">${escapeHtml(m.layout.privacy)}</a>`)
  return `<main>
<h1>${escapeHtml(page.title)}</h1>
<p class="lead">${escapeHtml(page.intro)}</p>
<form class="card" method="post" action="${demoLinks.site}${page.path}" data-demo-form data-thanks="${id}-thanks"${sent ? ' hidden' : ''}>
${page.fields.map((f) => fieldHtml(f, id, t.choose)).join('\n')}
<p class="hint">${consent}</p>
<button class="button block" type="submit">${escapeHtml(page.submit)}</button>
</form>
<div class="notice" id="${id}-thanks" tabindex="-1"${sent ? '' : ' hidden'}>
<h2>${escapeHtml(thanksBefore)}<span data-name>${sent ? escapeHtml(t.received) : ''}</span>${escapeHtml(thanksAfter)}</h2>
<p>${escapeHtml(page.thanks)}</p>
<p><a href="${demoLinks.site}">${escapeHtml(fill(code, t.back, { brand: brand.name }))}</a></p>
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

function indexHtml({ code, m }: PageLanguage): string {
  const t = m.index
  const pages: [string, string][] = [
    [demoLinks.costCalculator, m.calculator.title],
    [demoLinks.planner, m.planner.title],
    [demoLinks.consult.relocation, t.relocation],
    [demoLinks.consult.education, t.education],
    [demoLinks.consult['real-estate'], t.realEstate],
    [demoLinks.assistant, t.assistant],
    [demoLinks.communityGroup, t.community],
  ]
  return `<main><h1>${escapeHtml(fill(code, t.heading, { brand: brand.name }))}</h1><p class="lead">${escapeHtml(fill(code, t.description, { brand: brand.name }))}</p>
<ul class="page-links">${pages.map(([href, label]) => `<li><a href="${href}">${escapeHtml(label)}</a></li>`).join('')}</ul></main>`
}

export function siteRoutes() {
  const app = new Hono()
  const site = (c: Context, language: PageLanguage, page: { title: string; description: string; body: string; scripts?: string[]; data?: unknown }) =>
    htmlPage(c, { language, ...page, title: `${page.title} · ${brand.name}` })

  app.get('/', (c) => {
    const language = pageLanguage(c)
    const { code, m } = language
    return site(c, language, { title: m.index.title, description: fill(code, m.index.description, { brand: brand.name }), body: indexHtml(language) })
  })
  app.get('/cost-calculator', (c) => {
    const language = pageLanguage(c)
    const t = language.m.calculator
    return site(c, language, { title: t.title, description: t.description, body: calculatorHtml(language), scripts: ['cost-calculator.js'], data: calculatorData(language) })
  })
  app.get('/pm', (c) => {
    const language = pageLanguage(c)
    const t = language.m.planner
    return site(c, language, { title: t.title, description: t.description, body: plannerHtml(language), scripts: ['planner.js'], data: { summary: t.summary, lang: language.code, dir: language.dir } })
  })
  formPaths.forEach((path, index) => {
    const form = (c: Context, sent: boolean) => {
      const language = pageLanguage(c)
      const page = formsOf(language)[index]
      if (!page) return c.notFound()
      const data = { sending: language.m.forms.sending, received: language.m.forms.received }
      return site(c, language, { title: page.title, description: page.intro, body: formPageHtml(language, page, sent), scripts: sent ? [] : ['forms.js'], data: sent ? undefined : data })
    }
    app.get(path, (c) => form(c, false))
    // Without JavaScript the form posts here; nothing is stored, the visitor just sees the thank-you.
    app.post(path, (c) => form(c, true))
  })
  app.get('/terms', (c) => {
    const language = pageLanguage(c)
    const { code, m } = language
    return site(c, language, { title: m.layout.terms, description: fill(code, m.legal.terms.description, { brand: brand.name }), body: termsHtml(language) })
  })
  app.get('/privacy', (c) => {
    const language = pageLanguage(c)
    const { code, m } = language
    return site(c, language, { title: m.layout.privacy, description: fill(code, m.legal.privacy.description, { brand: brand.name }), body: privacyHtml(language) })
  })
  return app
}
