import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
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

  it('moving, it has a button that pauses it and plays it again (WCAG 2.2.2), which reduced motion does not need', async () => {
    mockMediaQueries(() => false)
    await renderWithProviders(<Associates />)
    const track = await screen.findByTestId('associates-track')
    const strip = track.parentElement as HTMLElement
    expect(strip).not.toHaveAttribute('data-paused')
    await userEvent.click(screen.getByRole('button', { name: 'Pause the logos' }))
    expect(strip).toHaveAttribute('data-paused')
    await userEvent.click(screen.getByRole('button', { name: 'Play the logos' }))
    expect(strip).not.toHaveAttribute('data-paused')
    expect(screen.getByRole('button', { name: 'Pause the logos' })).toBeVisible()
  })

  it('standing still under reduced motion, it has no Pause button', async () => {
    mockMediaQueries((query) => query.includes('prefers-reduced-motion'))
    await renderWithProviders(<Associates />)
    await screen.findByRole('group', { name: 'Our Associates' })
    expect(screen.queryByRole('button', { name: 'Pause the logos' })).not.toBeInTheDocument()
  })
})
