import { afterEach, describe, expect, it, vi } from 'vitest'
import { QueryClient } from '@tanstack/react-query'
import { post } from './fixtures'

// Offline before the service worker has kept the app, the code that keeps articles cannot be fetched:
// the listing and the reader call these without waiting, so a failure must end in them, named in the
// console, never as an unhandled rejection.
describe('keeping articles when their code cannot come', () => {
  afterEach(() => {
    vi.doUnmock('@/features/news/saved-articles')
    vi.resetModules()
    vi.restoreAllMocks()
  })

  it('keepListed and rememberArticle settle, and say what was not kept', async () => {
    vi.resetModules()
    vi.doMock('@/features/news/saved-articles', () => {
      throw new TypeError('Failed to fetch dynamically imported module: /assets/saved-articles.js')
    })
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined)
    const { keepListed, rememberArticle } = await import('@/features/news/queries')
    await expect(keepListed([post(1)])).resolves.toBeUndefined()
    await expect(rememberArticle(new QueryClient(), post(2))).resolves.toBeUndefined()
    expect(info.mock.calls.map(([message]) => message)).toEqual([
      'The listed articles could not be kept on this device:',
      'The article could not be kept on this device:',
    ])
  })
})
