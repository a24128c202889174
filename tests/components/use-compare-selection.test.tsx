import { act, renderHook } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { COMPARE_STORAGE_KEY, parseSelection, useCompareSelection } from '@/components/use-compare-selection'

beforeEach(() => window.localStorage.clear())

describe('useCompareSelection', () => {
  it('adds, keeps on the device and removes', () => {
    const { result } = renderHook(() => useCompareSelection())
    expect(result.current.selected).toEqual([])
    act(() => void result.current.add('Lisbon'))
    act(() => void result.current.add('Berlin'))
    expect(result.current.selected).toEqual(['Lisbon', 'Berlin'])
    expect(result.current.has('Berlin')).toBe(true)
    expect(JSON.parse(window.localStorage.getItem(COMPARE_STORAGE_KEY) ?? '')).toEqual(['Lisbon', 'Berlin'])
    act(() => result.current.remove('Lisbon'))
    expect(result.current.selected).toEqual(['Berlin'])
  })

  it('refuses a fourth, leaving the three', () => {
    const { result } = renderHook(() => useCompareSelection())
    for (const city of ['Lisbon', 'Berlin', 'Tokyo']) act(() => void expect(result.current.add(city)).toBe('added'))
    let outcome = ''
    act(() => void (outcome = result.current.add('Paris')))
    expect(outcome).toBe('full')
    expect(result.current.add('Tokyo')).toBe('present')
    expect(result.current.selected).toEqual(['Lisbon', 'Berlin', 'Tokyo'])
  })

  it('is shared by every component using it', () => {
    const first = renderHook(() => useCompareSelection())
    const second = renderHook(() => useCompareSelection())
    act(() => void first.result.current.add('Tokyo'))
    expect(second.result.current.selected).toEqual(['Tokyo'])
  })
})

describe('parseSelection', () => {
  it('reads only a list of names, each once, at most three', () => {
    expect(parseSelection(null)).toEqual([])
    expect(parseSelection('{broken')).toEqual([])
    expect(parseSelection('{"a":1}')).toEqual([])
    expect(parseSelection('["A", 3, "", "A", "B", "C", "D"]')).toEqual(['A', 'B', 'C'])
  })
})
