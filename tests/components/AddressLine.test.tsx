import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { AddressLine, readableAddress } from '@/components/AddressLine'

describe('AddressLine', () => {
  it('shows an address as a person would type it, left to right inside a right-to-left toast', () => {
    render(
      <p dir="rtl">
        <AddressLine url="https://example.org/destinations/Tel%20Aviv?lang=he" />
      </p>,
    )
    const line = screen.getByText('https://example.org/destinations/Tel Aviv?lang=he')
    expect(line).toHaveAttribute('dir', 'ltr')
  })

  it('decodes letters of any script, and keeps an address it cannot decode as it is', () => {
    expect(readableAddress('https://example.org/destinations/%D7%AA%D7%9C%20%D7%90%D7%91%D7%99%D7%91')).toBe('https://example.org/destinations/תל אביב')
    expect(readableAddress('https://example.org/a%E0%A4%A')).toBe('https://example.org/a%E0%A4%A')
  })

  it('keeps an address escaped when decoding would hide or reorder what it says', () => {
    expect(readableAddress('https://example.org/destinations/%E2%80%AEvila')).toBe('https://example.org/destinations/%E2%80%AEvila')
    expect(readableAddress('https://example.org/destinations/a%0Ab')).toBe('https://example.org/destinations/a%0Ab')
  })
})
