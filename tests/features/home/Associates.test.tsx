import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Associates } from '@/features/home/Associates'
import { mockMediaQueries } from '../../media'
import { renderWithProviders } from '../../render'

describe('Our Associates', () => {
  it('with reduced motion, the strip stands still and scrolls, so the keyboard can reach it by its name', async () => {
    mockMediaQueries((query) => query.includes('prefers-reduced-motion'))
    await renderWithProviders(<Associates />)
    const strip = await screen.findByRole('group', { name: 'Our Associates' })
    expect(strip).toHaveAttribute('tabindex', '0')
  })

  it('moving by itself, it is no stop on the way: there is nothing to scroll', async () => {
    mockMediaQueries(() => false)
    await renderWithProviders(<Associates />)
    await screen.findByRole('heading', { name: 'Our Associates' })
    expect(screen.queryByRole('group', { name: 'Our Associates' })).not.toBeInTheDocument()
    expect(document.querySelector('[tabindex="0"]')).toBeNull()
  })
})
