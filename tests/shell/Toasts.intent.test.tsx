import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { MantineProvider } from '@mantine/core'
import { theme } from '@/app/theme'
import { Toasts } from '@/shell/Toasts'

// Counts the fetches of the toast container's chunk (Toasts.lazy.test.tsx: the first toast).
const chunk = vi.hoisted(() => ({ fetched: 0 }))
vi.mock('@/shell/ToastHost', async () => {
  chunk.fetched++
  return vi.importActual('@/shell/ToastHost')
})

describe('Toasts', () => {
  it('the first touch or key fetches the container before any toast, so one raised offline can show', async () => {
    render(
      <MantineProvider theme={theme} env="test">
        <button type="button">Open the form</button>
        <Toasts />
      </MantineProvider>,
    )
    await act(async () => undefined)
    expect(chunk.fetched).toBe(0)
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Open the form' }))
    await waitFor(() => expect(chunk.fetched).toBe(1))
    // Not again at the next one.
    fireEvent.keyDown(screen.getByRole('button', { name: 'Open the form' }), { key: 'Tab' })
    await act(async () => undefined)
    expect(chunk.fetched).toBe(1)
  })
})
