import { act, render, screen } from '@testing-library/react'
import { MantineProvider } from '@mantine/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FreshnessNote } from '@/components/FreshnessNote'

function setOnline(value: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(value)
  act(() => {
    window.dispatchEvent(new Event(value ? 'online' : 'offline'))
  })
}

const at = new Date(2026, 10, 21, 14, 0).getTime()
const note = (props: Parameters<typeof FreshnessNote>[0]) =>
  render(
    <MantineProvider env="test">
      <FreshnessNote {...props} />
    </MantineProvider>,
  )

afterEach(() => vi.restoreAllMocks())

describe('FreshnessNote', () => {
  it('says nothing when the data is live', () => {
    setOnline(true)
    note({ what: 'rates', updatedAt: Date.now() })
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })

  it('says offline and how old the data is', () => {
    setOnline(false)
    note({ what: 'rates', updatedAt: at })
    expect(screen.getByRole('status')).toHaveTextContent('Offline — rates from 21 Nov 2026 14:00')
  })

  it('names built-in data as such, offline or not', () => {
    setOnline(false)
    const { unmount } = note({ what: 'rates', updatedAt: undefined, fallback: true })
    expect(screen.getByRole('status')).toHaveTextContent('Offline — built-in rates')
    unmount()
    setOnline(true)
    note({ what: 'rates', updatedAt: at, fallback: true })
    expect(screen.getByRole('status')).toHaveTextContent('Built-in rates')
  })

  it('shows stale data online when it is older than allowed', () => {
    setOnline(true)
    note({ what: 'articles', updatedAt: at, staleAfterMs: 1000 })
    expect(screen.getByRole('status')).toHaveTextContent('Articles from 21 Nov 2026 14:00')
  })
})
