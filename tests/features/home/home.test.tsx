// The home sections in the reader's language: words from the home catalog, plurals and figures written
// the language's way, English exactly as the spec has it, and the hero's words the same as the ones
// index.html prerenders (so the first paint and the app's render agree).
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { brand } from '@/content/brand'
import { Associates } from '@/features/home/Associates'
import { ClosingCta } from '@/features/home/ClosingCta'
import { Hero } from '@/features/home/Hero'
import { Stats } from '@/features/home/Stats'
import { Support360 } from '@/features/home/Support360'
import { i18n } from '@/i18n/catalogs'
import { activateLanguage, t } from '@/i18n/react'
import english from '@/locales/en/home.json'
import { backToEnglish, renderIn } from './in-language'

afterEach(backToEnglish)

const NBSP = /[\u00a0\u202f]/g

function Home() {
  return (
    <>
      <Hero />
      <Support360 />
      <Stats />
      <Associates />
      <ClosingCta />
    </>
  )
}

describe('the home page in English', () => {
  it('says exactly what the spec says', async () => {
    await renderIn('en', <Home />)
    expect(screen.getByRole('heading', { level: 1, name: 'We simplify your relocation journey.' })).toBeInTheDocument()
    expect(screen.getByText('Expert guidance at every step for your tailored relocation experience')).toBeInTheDocument()
    expect(screen.getByText('Waypoint · Your relocation partner')).toBeInTheDocument()
    expect(screen.getByText('360° support', { exact: true })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Watch our unique way' })).toBeInTheDocument()
    const stats = screen.getByRole('region', { name: 'We Are' })
    expect([...stats.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      '100+Relocating to over 100 countries',
      '80Operating for 80 years',
      '3,000+Guiding over 3,000 relocations a year',
    ])
    const associates = screen.getByRole('region', { name: 'Our Associates' })
    for (let n = 1; n <= 6; n++) expect(within(associates).getAllByAltText(`Associate ${n}`)).toHaveLength(2)
    const legal = screen.getByRole('navigation', { name: 'Legal' })
    expect(within(legal).getByRole('link', { name: 'Terms of Service' })).toBeInTheDocument()
    expect(within(legal).getByRole('link', { name: 'Privacy Policy' })).toBeInTheDocument()
    expect(screen.getByText(`© ${new Date().getFullYear()} Waypoint`)).toBeInTheDocument()
    expect(screen.getAllByRole('link', { name: 'Order a service' })).toHaveLength(2)
  })

  it('has the hero words index.html prerenders, key for key', () => {
    const html = readFileSync(path.resolve(import.meta.dirname, '../../../index.html'), 'utf8')
    const prerendered = [...html.matchAll(/data-i18n="(home\.[^"]+)"[^>]*>([^<]*)</g)].map(([, id, text]) => [id, text])
    expect(prerendered.map(([id]) => id)).toEqual(expect.arrayContaining(['home.hero.title', 'home.hero.lead']))
    const catalog = english as Record<string, string>
    for (const [id = '', text] of prerendered) expect(catalog[id]?.replace('{name}', brand.name), id).toBe(text)
  })
})

describe('the home page in Russian', () => {
  it('speaks Russian, with Russian plurals and figures', async () => {
    await renderIn('ru', <Home />)
    expect(screen.getByRole('heading', { level: 1, name: 'Мы упрощаем ваш переезд.' })).toBeInTheDocument()
    expect(screen.getByText('Waypoint · Ваш партнёр по переезду')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Смотреть направления' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'Переезд требует поддержки на 360°' })).toBeInTheDocument()

    const stats = screen.getByRole('region', { name: 'Кто мы' })
    const [countries, years, relocations] = [...stats.querySelectorAll('li')].map((li) => li.textContent?.replace(NBSP, ' '))
    expect(countries).toBe('100+Переезды более чем в 100 стран')
    expect(years).toBe('80Работаем уже 80 лет')
    // 3 000, with the no-break space Russian groups digits with.
    expect(relocations).toBe('3 000+Сопровождаем более 3 000 переездов в год')
    expect(stats.textContent).toMatch(/3\u00a0000\+/)

    const associates = screen.getByRole('region', { name: 'Наши партнёры' })
    expect(within(associates).getAllByAltText('Партнёр 6')).toHaveLength(2)
    const legal = screen.getByRole('navigation', { name: 'Правовая информация' })
    expect(within(legal).getByRole('link', { name: 'Политика конфиденциальности' })).toBeInTheDocument()
    expect(screen.getAllByRole('link', { name: 'Заказать услугу' })).toHaveLength(2)
    expect(document.documentElement).toHaveAttribute('lang', 'ru')
  })

  it('says each figure with the right plural form', async () => {
    await activateLanguage('ru', ['home'])
    expect(t('home.stats.years', { count: 1 })).toBe('Работаем уже 1 год')
    expect(t('home.stats.years', { count: 3 })).toBe('Работаем уже 3 года')
    expect(t('home.stats.years', { count: 21 })).toBe('Работаем уже 21 год')
    expect(t('home.stats.countries', { count: 2 })).toBe('Переезды более чем в 2 страны')
    expect(t('home.stats.relocations', { count: 21 })).toBe('Сопровождаем более 21 переезда в год')
    expect(i18n.locale).toBe('ru')
  })
})

describe('the home page in Hebrew and French', () => {
  it('Hebrew: the words, right to left, and the dual', async () => {
    await renderIn('he', <Home />)
    expect(screen.getByRole('heading', { level: 1, name: 'אנחנו מפשטים את מסע הרילוקיישן שלכם.' })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: 'מי אנחנו' })).toHaveTextContent('מלווים יותר מ־3,000 מעברים בשנה')
    expect(document.documentElement).toHaveAttribute('dir', 'rtl')
    expect(t('home.stats.years', { count: 2 })).toBe('פועלים כבר שנתיים')
    expect(t('home.stats.years', { count: 80 })).toBe('פועלים כבר 80 שנים')
  })

  it('French: the words, and 3 000 written the French way', async () => {
    await renderIn('fr', <Home />)
    const stats = screen.getByRole('region', { name: 'Qui nous sommes' })
    expect(stats.textContent).toMatch(/Plus de 3\u202f000 relocations accompagnées par an/)
    expect(stats.textContent).toMatch(/3\u202f000\+/)
    expect(screen.getByRole('link', { name: 'Explorer les destinations' })).toBeInTheDocument()
  })

  it('the explainer dialog: its title and close button in Hebrew, the button at the end of the title line', async () => {
    await renderIn('he', <Support360 />)
    fireEvent.click(screen.getByRole('button', { name: 'לצפות בדרך הייחודית שלנו' }))
    const dialog = await screen.findByRole('dialog', { name: 'לצפות בדרך הייחודית שלנו' })
    const close = within(dialog).getByRole('button', { name: 'סגירה' })
    const title = within(dialog).getByRole('heading', { name: 'לצפות בדרך הייחודית שלנו' })
    // After the title in the header's flow: the inline end (the left, right to left).
    expect(title.compareDocumentPosition(close) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })
})
