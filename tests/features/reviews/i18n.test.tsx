// The reviews in the reader's language: the app's words from the reviews catalog, the reviewers' own
// words and names as served, the samples' ages said the language's way, and both rows moving toward the
// end of the line right to left (Chromium's scrollLeft: 0 at the start, below 0 toward the end).
import { act, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { sampleReviews } from '@/content/reviews'
import { parseReview, type Review } from '@/features/reviews/api'
import { FALLBACK_MESSAGE } from '@/features/reviews/fallback'
import { inlinePosition, scrollLeftFor } from '@/features/reviews/inline-scroll'
import { ReviewsCarousel } from '@/features/reviews/ReviewsCarousel'
import { TestimonialsBand } from '@/features/reviews/TestimonialsBand'
import { reviewerName, writtenWhen } from '@/features/reviews/words'
import { activateLanguage, t } from '@/i18n/react'
import english from '@/locales/en/reviews.json'
import { mockIntersection } from '../../intersection'
import { mockMediaQueries } from '../../media'
import { backToEnglish, renderIn } from '../home/in-language'
import { mixedAnswer, providerReview } from './fixtures'

function serve(answer: () => Response | Promise<Response>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => answer()),
  )
}

const eightFives = {
  result: { reviews: Array.from({ length: 8 }, (_, i) => providerReview({ author_name: `Client ${i + 1}`, text: `Story ${i + 1}` })) },
}

beforeEach(() => mockMediaQueries(() => false))

afterEach(async () => {
  await backToEnglish()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('the reviews catalog', () => {
  it("English says the spec's fallback message", () => {
    expect(english['reviews.band.fallback']).toBe(FALLBACK_MESSAGE)
  })

  it("says each sample's age in English exactly as written in content/reviews.ts", () => {
    for (const sample of sampleReviews) expect(t('reviews.sample.age', { ...sample.age }), sample.author).toBe(sample.relativeTime)
  })

  it("says the samples' ages in each language, with its plurals", async () => {
    const ages = [
      { count: 1, unit: 'week' },
      { count: 2, unit: 'week' },
      { count: 1, unit: 'month' },
      { count: 2, unit: 'month' },
      { count: 5, unit: 'month' },
    ] as const
    const said = async (language: string) => {
      await activateLanguage(language, ['reviews'])
      return ages.map((age) => t('reviews.sample.age', { ...age }))
    }
    expect(await said('ru')).toEqual(['неделю назад', '2 недели назад', 'месяц назад', '2 месяца назад', '5 месяцев назад'])
    expect(await said('he')).toEqual(['לפני שבוע', 'לפני שבועיים', 'לפני חודש', 'לפני חודשיים', 'לפני 5 חודשים'])
    expect(await said('fr')).toEqual(['il y a une semaine', 'il y a 2 semaines', 'il y a un mois', 'il y a 2 mois', 'il y a 5 mois'])
  })

  it("keeps a served review's name and wording, and names the unnamed in the reader's language", async () => {
    const served = parseReview(providerReview({ relative_time_description: 'il y a 3 jours' })) as Review
    const unnamed = parseReview({ rating: 5 }) as Review
    await activateLanguage('ru', ['reviews'])
    expect(reviewerName(served, t)).toBe('Noa Ben-David')
    expect(writtenWhen(served, t)).toBe('il y a 3 jours')
    expect(reviewerName(unnamed, t)).toBe('Аноним')
    expect(unnamed.author).toBe('Anonymous')
  })
})

describe('the reviews in Russian', () => {
  it('the carousel: its words, the stars read out, the served review as it is', async () => {
    serve(() => Response.json(mixedAnswer))
    await renderIn('ru', <ReviewsCarousel />)
    expect(screen.getByRole('heading', { level: 2, name: 'Что говорят наши клиенты' })).toBeInTheDocument()
    const noa = await screen.findByRole('article', { name: 'Отзыв: Noa Ben-David' })
    expect(within(noa).getByRole('img', { name: 'Оценка: 5 из 5' }).querySelectorAll('svg')).toHaveLength(5)
    expect(noa).toHaveTextContent('3 days ago')
    expect(noa).toHaveTextContent('We came back to Israel after eleven years in Chicago.')
    expect(within(noa).getByText('We came back to Israel after eleven years in Chicago.')).toHaveAttribute('dir', 'auto')
    expect(screen.getByRole('button', { name: 'Прокрутить отзывы вправо' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Все отзывы' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Написать отзыв' })).toBeInTheDocument()
  })

  it("the fallback: the band's notice and the samples' ages in Russian, their words in English", async () => {
    serve(() => new Response('down', { status: 500 }))
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await renderIn(
      'ru',
      <>
        <ReviewsCarousel />
        <TestimonialsBand />
      </>,
    )
    expect(await screen.findByText('Не удалось загрузить отзывы. Показаны примеры.')).toBeInTheDocument()
    const band = screen.getByRole('region', { name: 'Истории наших клиентов' })
    expect(band).toHaveAttribute('aria-roledescription', 'карусель')
    const slides = within(screen.getByRole('list', { name: 'Отзывы' })).getAllByRole('listitem')
    expect(slides).toHaveLength(8)
    expect(slides[0]).toHaveAccessibleName('1 из 8')
    expect(slides[0]).toHaveTextContent('2 недели назад')
    expect(slides[0]).toHaveTextContent('We returned to Israel after twelve years in New Jersey')
    expect(slides[1]).toHaveTextContent('месяц назад')
    expect(within(band).getByRole('link', { name: 'Начать свою историю →' })).toBeInTheDocument()
  })
})

describe('right to left (Hebrew)', () => {
  it('the carousel scrolls toward the end of the line: below 0, one card at a time', async () => {
    serve(() => Response.json(mixedAnswer))
    vi.spyOn(Element.prototype, 'scrollWidth', 'get').mockReturnValue(2000)
    vi.spyOn(Element.prototype, 'clientWidth', 'get').mockReturnValue(400)
    vi.spyOn(Element.prototype, 'scrollLeft', 'get').mockReturnValue(-640)
    const scrollTo = vi.spyOn(HTMLElement.prototype, 'scrollTo').mockImplementation(() => undefined)
    await renderIn('he', <ReviewsCarousel />)
    await screen.findByRole('article', { name: 'ביקורת מאת Noa Ben-David' })
    const next = screen.getByRole('button', { name: 'גלילה לביקורות הבאות' })
    const previous = screen.getByRole('button', { name: 'גלילה לביקורות הקודמות' })
    fireEvent.click(next)
    fireEvent.click(next)
    fireEvent.click(next)
    fireEvent.click(previous)
    // From 640 px along the line: 960, 1280, 1600 (the end), 1280.
    expect(scrollTo.mock.calls.map(([options]) => (options as ScrollToOptions).left)).toEqual([-960, -1280, -1600, -1280])
  })

  it('the band advances toward the end of the line, and its buttons too', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    serve(() => Response.json(eightFives))
    const scrollTo = vi.spyOn(HTMLElement.prototype, 'scrollTo').mockImplementation(() => undefined)
    const lefts = () => scrollTo.mock.calls.map(([options]) => (options as ScrollToOptions).left)
    const view = mockIntersection()
    await renderIn('he', <TestimonialsBand />)
    await screen.findByText('Client 1')
    view.setOnScreen(true)
    for (let i = 0; i < 3; i++) await act(async () => vi.advanceTimersByTime(3000))
    expect(lefts()).toEqual([-320, -640, -960])
    fireEvent.click(screen.getByRole('button', { name: 'להשהות את המצגת' }))
    fireEvent.click(screen.getByRole('button', { name: 'ההמלצה הקודמת' }))
    fireEvent.click(screen.getByRole('button', { name: 'ההמלצה הבאה' }))
    expect(lefts().slice(3)).toEqual([-640, -960])
  })

  it('the band takes its place from where a swipe left it, right to left', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    serve(() => Response.json(eightFives))
    let at = 0
    vi.spyOn(Element.prototype, 'scrollLeft', 'get').mockImplementation(() => at)
    const scrollTo = vi.spyOn(HTMLElement.prototype, 'scrollTo').mockImplementation(() => undefined)
    await renderIn('he', <TestimonialsBand />)
    await screen.findByText('Client 1')
    // The band listens for scrolling from an effect of the commit that showed the cards: let it run.
    await act(async () => undefined)
    const viewport = screen.getByRole('list', { name: 'המלצות' }).parentElement as HTMLElement
    at = -640
    fireEvent.scroll(viewport)
    // The row has come to rest (the band reads its place 150 ms after the last scroll).
    await act(async () => vi.advanceTimersByTime(150))
    fireEvent.click(screen.getByRole('button', { name: 'ההמלצה הבאה' }))
    expect(scrollTo).toHaveBeenLastCalledWith({ left: -960, behavior: 'smooth' })
  })
})

describe('inline scroll positions', () => {
  it('count from the start of the line in both directions, never -0', () => {
    expect(inlinePosition(640, 'ltr')).toBe(640)
    expect(inlinePosition(-640, 'rtl')).toBe(640)
    expect(Object.is(inlinePosition(0, 'rtl'), 0)).toBe(true)
    expect(scrollLeftFor(320, 'ltr')).toBe(320)
    expect(scrollLeftFor(320, 'rtl')).toBe(-320)
    expect(Object.is(scrollLeftFor(0, 'rtl'), 0)).toBe(true)
  })
})
