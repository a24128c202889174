// The news area in other languages: the listing, the card, the teaser and the article reader speak from
// the catalogs, with each language's plurals and dates, while the posts' own words stay as served.
import { useState } from 'react'
import { Link } from '@tanstack/react-router'
import { cleanup, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ArticleReader, shareUrl } from '@/features/news/ArticleReader'
import { BlogListing } from '@/features/news/BlogListing'
import { NewsTeaser } from '@/features/news/NewsTeaser'
import type { ArticleLinkComponent } from '@/features/news/PostCard'
import { NO_FILTERS, resultText } from '@/features/news/filters'
import { articleDate, cardDate } from '@/features/news/format'
import { areas } from '@/i18n/catalogs'
import { activateLanguage, t } from '@/i18n/react'
import { screen } from '../../render'
import { wpPost } from './fixtures'
import { renderIn, restoreEnglish } from './render-in'

// 25 posts (a batch of 20, then 5); posts 1-10 are in category 6, the rest in 4. Post 2 is written in Hebrew.
const all = Array.from({ length: 25 }, (_, i) =>
  wpPost(100 - i, {
    title: { rendered: i === 1 ? 'מיסים בישראל: המדריך' : `Post ${i + 1}` },
    excerpt: { rendered: `<p>Excerpt ${i + 1}</p>` },
    categories: [i < 10 ? 6 : 4],
    _embedded: {},
  }),
)
const categories = [
  { id: 4, name: 'Housing', count: 15 },
  { id: 6, name: 'Money &amp; Taxes', count: 10 },
]

function json(body: unknown, status = 200, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } })
}

beforeEach(() => {
  sessionStorage.clear()
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input))
      if (url.pathname.endsWith('/categories')) return json(categories)
      const single = /\/posts\/(\d+)$/.exec(url.pathname)
      if (single) return Number(single[1]) === 404 ? json({ code: 'rest_post_invalid_id' }, 404) : json(wpPost(Number(single[1])))
      const page = Number(url.searchParams.get('page'))
      return json(all.slice((page - 1) * 20, page * 20), 200, { 'X-WP-Total': '25', 'X-WP-TotalPages': '2' })
    }),
  )
})

afterEach(async () => {
  vi.unstubAllGlobals()
  // Unmounted first: switching back is then no update to a mounted tree.
  cleanup()
  await restoreEnglish()
})

const PostLink: ArticleLinkComponent = ({ postId, children, ...rest }) => (
  <Link to="/post/$postId" params={{ postId }} {...rest}>
    {children}
  </Link>
)

function Listing({ showPagination = false }: { showPagination?: boolean }) {
  const [filters, setFilters] = useState(NO_FILTERS)
  return <BlogListing filters={filters} onFiltersChange={setFilters} showPagination={showPagination} ArticleLink={PostLink} />
}

describe('post dates in each language', () => {
  it('keep English as the spec shows it, and use each language’s own months and order', () => {
    expect(cardDate('2026-11-05T16:45:00', 'en')).toBe('Nov 05, 2026')
    expect(articleDate('2026-11-05T16:45:00', 'en')).toBe('November 5, 2026')
    expect(cardDate('2026-11-05T16:45:00', 'fr')).toBe('5 nov. 2026')
    expect(articleDate('2026-11-05T16:45:00', 'fr')).toBe('5 novembre 2026')
    expect(cardDate('2026-11-05T16:45:00', 'ru')).toBe('5 нояб. 2026 г.')
    expect(cardDate('2026-11-05T16:45:00', 'he')).toBe('5 בנוב׳ 2026')
    expect(articleDate('2026-11-05T16:45:00', 'ru')).toBe('5 ноября 2026 г.')
    expect(articleDate('2026-11-05T16:45:00', 'he')).toBe('5 בנובמבר 2026')
    expect(cardDate('soon', 'ru')).toBe('soon')
  })
})

describe('the result text', () => {
  it('uses the plural forms of each language', async () => {
    await restoreEnglish()
    expect(resultText(1, null)).toBe('Showing 1 article')
    expect(resultText(9, 64)).toBe('Showing 9 articles out of 64')
    await activateLanguage('ru', areas)
    expect([1, 3, 5, 21, 22, 11].map((count) => resultText(count, null))).toEqual([
      'Показана 1 статья',
      'Показаны 3 статьи',
      'Показано 5 статей',
      'Показана 21 статья',
      'Показаны 22 статьи',
      'Показано 11 статей',
    ])
    expect(resultText(13, 64)).toBe('Показано 13 статей из 64')
    await activateLanguage('he', areas)
    expect([1, 2, 7].map((count) => resultText(count, 64))).toEqual(['מוצגת כתבה אחת מתוך 64', 'מוצגות שתי כתבות מתוך 64', 'מוצגות 7 כתבות מתוך 64'])
    await activateLanguage('fr', areas)
    expect([0, 1, 2].map((count) => resultText(count, null))).toEqual(['0 article affiché', '1 article affiché', '2 articles affichés'])
  })

  it('formats the total the way the language writes numbers', async () => {
    await activateLanguage('fr', areas)
    expect(t('news.listing.resultOutOf', { count: 2, total: 1200 })).toBe('2 articles affichés sur 1\u202f200')
  })
})

describe('the listing in Russian', () => {
  it('searches, filters by chip and counts in Russian; the posts keep their own words and direction', async () => {
    const { user } = await renderIn('ru', <Listing showPagination />)
    expect(await screen.findByText('Показано 25 статей')).toBeInTheDocument()
    const search = screen.getByRole('searchbox', { name: 'Поиск статей' })
    expect(search).toHaveAttribute('placeholder', 'Поиск статей…')
    const chips = screen.getByRole('group', { name: 'Категории' })
    expect(chips).toHaveTextContent('ВсеHousing (15)Money & Taxes (10)')
    // A card: the date in Russian, 'Read More' naming its article, the title in its own direction.
    const card = screen.getAllByRole('article')[1] as HTMLElement
    expect(within(card).getByRole('heading', { level: 3 })).toHaveAttribute('dir', 'auto')
    expect(within(card).getByText('20 нояб. 2026 г.')).toBeInTheDocument()
    expect(within(card).getByRole('link')).toHaveAccessibleName('Читать далее — «מיסים בישראל: המדריך»')
    // The site's posts are in its language (the demo's English), marked so a screen reader reads them with
    // that voice; a post plainly in another script (this Hebrew one) is left unmarked.
    expect(within(card).getByRole('heading', { level: 3 })).not.toHaveAttribute('lang')
    expect(within(screen.getAllByRole('article')[0] as HTMLElement).getByRole('heading', { level: 3 })).toHaveAttribute('lang', 'en')
    // Pages and their controls.
    const pages = await screen.findByRole('navigation', { name: 'Страницы' })
    expect(within(pages).getByRole('button', { name: 'Следующая страница' })).toBeEnabled()
    expect(within(pages).getByRole('button', { name: 'Предыдущая страница' })).toBeDisabled()

    await user.click(within(chips).getByRole('button', { name: 'Money & Taxes (10)' }))
    expect(await screen.findByText('Показано 10 статей из 25')).toBeInTheDocument()
    await user.type(search, 'nothing like this')
    expect(await screen.findByText('По выбранным фильтрам статей не найдено.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Сбросить фильтры' }))
    expect(await screen.findByText('Показано 25 статей')).toBeInTheDocument()
    expect(within(chips).getByRole('button', { name: 'Все' })).toHaveAttribute('aria-pressed', 'true')
  })

  it('says the posts failed in Russian, with the shared Try again', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('down', { status: 500 })))
    await renderIn('ru', <Listing />)
    expect(await screen.findByText('Не удалось загрузить статьи. Попробуйте ещё раз позже.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Повторить' })).toBeInTheDocument()
  })
})

describe('the home teaser in Hebrew', () => {
  it("has its heading and 'View All Articles' in Hebrew", async () => {
    await renderIn('he', <NewsTeaser />)
    expect(screen.getByRole('region', { name: 'חדשות רילוקיישן' })).toBeInTheDocument()
    expect(screen.getByText('תובנות ומדריכים')).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: 'לכל הכתבות' })).toBeInTheDocument()
    expect(screen.getAllByRole('article')).toHaveLength(4)
    expect(screen.getAllByText('20 בנוב׳ 2026')).toHaveLength(4)
  })
})

describe('the article reader', () => {
  const handlers = () => ({ onBack: vi.fn(), onClose: vi.fn(), onNavigate: vi.fn(), onBackToArticles: vi.fn() })

  it('speaks Russian around the post, which keeps its own words', async () => {
    const { user } = await renderIn('ru', <ArticleReader postId={99} {...handlers()} />)
    const title = await screen.findByRole('heading', { level: 1, name: 'Israel’s tax exemption' })
    expect(title).toHaveAttribute('dir', 'auto')
    expect(screen.getByText('20 ноября 2026 г.')).toBeInTheDocument()
    expect(screen.getByRole('list', { name: 'Категории' })).toHaveTextContent('Money & TaxesVisas & Immigration')
    expect(screen.getByTestId('article-body')).toHaveAttribute('dir', 'auto')
    expect(screen.getByTestId('article-body')).toHaveAttribute('lang', 'en')
    expect(title).toHaveAttribute('lang', 'en')
    for (const name of ['Назад', 'Поделиться', 'Закрыть', 'Предыдущая', 'Следующая', 'К списку статей']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument()
    }
    expect(screen.getByRole('navigation', { name: 'Другие статьи' })).toBeInTheDocument()
    // No share sheet here: the link is copied, in the sender's language, and the toast says so.
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: vi.fn(async () => undefined) } })
    await user.click(screen.getByRole('button', { name: 'Поделиться' }))
    expect(navigator.clipboard.writeText).toHaveBeenCalledWith(`${window.location.origin}/post/99?lang=ru`)
  })

  it('says the post failed in French, with the way back', async () => {
    await renderIn('fr', <ArticleReader postId={404} {...handlers()} />)
    expect(
      await screen.findByText('Erreur lors du chargement de l’article. Il n’existe peut-être pas, ou un problème est survenu lors de sa récupération.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Revenir à tous les articles' })).toHaveAttribute('href', '/blog')
  })

  it('names its loading state in Hebrew', async () => {
    await renderIn('he', <ArticleReader postId={20} inOverlay switchDelayMs={300} {...handlers()} onClose={undefined} />)
    expect(screen.getByRole('status', { name: 'הכתבה נטענת' })).toBeInTheDocument()
    expect(screen.getByRole('article', { name: 'כתבה' })).toBeInTheDocument()
    expect(await screen.findByRole('button', { name: 'הקודמת' })).toBeInTheDocument()
  })
})

describe('a shared article link', () => {
  it('carries the language, except English (the address stays /post/{id})', () => {
    expect(shareUrl(12, 'en')).toBe(`${window.location.origin}/post/12`)
    expect(shareUrl(12, 'he')).toBe(`${window.location.origin}/post/12?lang=he`)
  })
})
