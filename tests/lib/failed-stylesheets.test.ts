// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { forgetFailedStylesheets } from '@/lib/failed-stylesheets'

function link(rel: string, href: string): HTMLLinkElement {
  const element = document.createElement('link')
  element.rel = rel
  element.href = href
  document.head.append(element)
  return element
}

describe('forgetFailedStylesheets', () => {
  afterEach(() => document.head.replaceChildren())

  it('takes a stylesheet that failed out of the document, and the link’s own listeners still hear it', () => {
    const stop = forgetFailedStylesheets()
    const failed = link('stylesheet', '/assets/a-1.css')
    let heard = false
    failed.addEventListener('error', () => (heard = true))
    failed.dispatchEvent(new Event('error'))
    expect(failed.isConnected).toBe(false)
    expect(heard).toBe(true)
    stop()
  })

  it('leaves loaded stylesheets, other links that fail and everything once stopped', () => {
    const stop = forgetFailedStylesheets()
    const loaded = link('stylesheet', '/assets/b-1.css')
    loaded.dispatchEvent(new Event('load'))
    const icon = link('icon', '/icons/x.svg')
    icon.dispatchEvent(new Event('error'))
    stop()
    const later = link('stylesheet', '/assets/c-1.css')
    later.dispatchEvent(new Event('error'))
    expect([loaded.isConnected, icon.isConnected, later.isConnected]).toEqual([true, true, true])
  })
})
