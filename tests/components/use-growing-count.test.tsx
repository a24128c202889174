import { useEffect } from 'react'
import { render, screen, waitFor } from '@testing-library/react'
import { useGrowingCount } from '@/components/use-growing-count'

function List({ total, commits }: { total: number; commits: number[] }) {
  const count = useGrowingCount(total, 6, 5)
  useEffect(() => {
    commits.push(count)
  }, [count, commits])
  return (
    <ul aria-label="Destinations">
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>City {i + 1}</li>
      ))}
    </ul>
  )
}

describe('useGrowingCount', () => {
  it('mounts the first items at once, then the rest a few per commit, until all are there', async () => {
    const commits: number[] = []
    render(<List total={16} commits={commits} />)
    expect(screen.getAllByRole('listitem')).toHaveLength(6)
    expect(await screen.findByText('City 16')).toBeInTheDocument()
    expect(screen.getAllByRole('listitem')).toHaveLength(16)
    // A transition's effects may run a task after its commit shows: wait for the last one.
    await waitFor(() => expect(commits).toEqual([6, 11, 16]))
  })

  it('never shows more than the list has', async () => {
    const commits: number[] = []
    const { rerender } = render(<List total={3} commits={commits} />)
    expect(screen.getAllByRole('listitem')).toHaveLength(3)
    rerender(<List total={0} commits={commits} />)
    expect(screen.queryAllByRole('listitem')).toHaveLength(0)
    rerender(<List total={8} commits={commits} />)
    expect(await screen.findByText('City 8')).toBeInTheDocument()
    expect(screen.getAllByRole('listitem')).toHaveLength(8)
  })
})
