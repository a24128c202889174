// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { copyText, shareOrCopy } from '@/lib/share'

const link = { title: 'Berlin', url: 'https://example.org/destinations/Berlin' }

// jsdom has neither a share sheet nor a clipboard: each test gives the ones it needs.
let writeText: ReturnType<typeof vi.fn<(text: string) => Promise<void>>>
beforeEach(() => {
  writeText = vi.fn(async () => undefined)
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
})
afterEach(() => {
  Reflect.deleteProperty(navigator, 'share')
  Reflect.deleteProperty(navigator, 'clipboard')
})

function shareSheet(result: () => Promise<void>) {
  const share = vi.fn(result)
  Object.defineProperty(navigator, 'share', { value: share, configurable: true })
  return share
}

describe('shareOrCopy', () => {
  it('uses the share sheet where there is one', async () => {
    const share = shareSheet(async () => undefined)
    expect(await shareOrCopy(link)).toBe('shared')
    expect(share).toHaveBeenCalledWith(link)
    expect(writeText).not.toHaveBeenCalled()
  })

  it('says nothing more when the person closes the sheet', async () => {
    shareSheet(() => Promise.reject(new DOMException('closed', 'AbortError')))
    expect(await shareOrCopy(link)).toBe('dismissed')
    expect(writeText).not.toHaveBeenCalled()
  })

  it('copies the link where there is no sheet, or the sheet fails', async () => {
    expect(await shareOrCopy(link)).toBe('copied')
    shareSheet(() => Promise.reject(new DOMException('no', 'NotAllowedError')))
    expect(await shareOrCopy(link)).toBe('copied')
    expect(writeText).toHaveBeenCalledTimes(2)
    expect(writeText).toHaveBeenCalledWith(link.url)
  })

  it("says 'not-copied' when no way of copying works", async () => {
    writeText.mockRejectedValue(new DOMException('Denied', 'NotAllowedError'))
    expect(await shareOrCopy(link)).toBe('not-copied')
    expect(await copyText('x')).toBe(false)
  })
})
