import { afterEach, describe, expect, it, vi } from 'vitest'
import { config } from '@/app/config'
import { DestinationsError, fetchDestinations } from '@/features/destinations/api'
import { EmptySheetError } from '@/features/destinations/parse'

afterEach(() => vi.unstubAllGlobals())

function answer(response: () => Response | Promise<Response>) {
  const fetch = vi.fn(async () => response())
  vi.stubGlobal('fetch', fetch)
  return fetch
}

describe('fetchDestinations', () => {
  it('GETs the configured sheet and parses it', async () => {
    const fetch = answer(() => new Response('City\tCountry\tVideo\r\nTel Aviv\tIsrael\thttps://youtu.be/x\r\n'))
    const list = await fetchDestinations()
    expect(fetch).toHaveBeenCalledWith(config.destinationsSheetUrl, expect.anything())
    expect(list).toEqual([{ id: 0, city: 'Tel Aviv', country: 'Israel', video: config.destinationVideoPattern.replace('{city}', 'TelAviv') }])
  })

  it('throws DestinationsError for an HTTP error or a network failure', async () => {
    answer(() => new Response('down', { status: 503 }))
    await expect(fetchDestinations()).rejects.toBeInstanceOf(DestinationsError)
    answer(() => Promise.reject(new TypeError('Failed to fetch')))
    await expect(fetchDestinations()).rejects.toThrow('Failed to load destinations')
  })

  it('throws EmptySheetError for a sheet of one line', async () => {
    answer(() => new Response('City\tCountry\r\n'))
    await expect(fetchDestinations()).rejects.toBeInstanceOf(EmptySheetError)
  })

  it('lets a cancelled request stay a cancellation', async () => {
    const controller = new AbortController()
    answer(() => {
      controller.abort()
      return Promise.reject(new DOMException('Aborted', 'AbortError'))
    })
    await expect(fetchDestinations(controller.signal)).rejects.toMatchObject({ name: 'AbortError' })
  })
})
