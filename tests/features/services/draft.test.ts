// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { clearDraft, loadDraft, saveDraft } from '@/features/services/draft'

afterEach(() => {
  localStorage.clear()
  vi.restoreAllMocks()
})

const typed = { name: 'Dana', email: 'dana@exa', phone: '', message: 'We move in Ma' }

describe('the service form draft', () => {
  it('keeps what was typed per service, across a reload (localStorage)', () => {
    saveDraft('storage', typed)
    expect(loadDraft('storage')).toEqual(typed)
    expect(loadDraft('taxes')).toEqual({ name: '', email: '', phone: '', message: '' })
  })

  it('forgets a draft once cleared, or when everything was erased', () => {
    saveDraft('storage', typed)
    clearDraft('storage')
    expect(loadDraft('storage').name).toBe('')
    saveDraft('taxes', typed)
    saveDraft('taxes', { name: ' ', email: '', phone: '', message: '' })
    expect(localStorage.length).toBe(0)
  })

  it('treats a broken or foreign value as no draft, and survives blocked storage', () => {
    localStorage.setItem('waypoint:service-draft:storage', '{not json')
    expect(loadDraft('storage').message).toBe('')
    localStorage.setItem('waypoint:service-draft:storage', JSON.stringify({ name: 42, message: 'kept' }))
    expect(loadDraft('storage')).toEqual({ name: '', email: '', phone: '', message: 'kept' })

    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    expect(() => saveDraft('storage', typed)).not.toThrow()
    expect(loadDraft('storage').name).toBe('')
  })
})
