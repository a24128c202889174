import '@mantine/core/styles/Pagination.layer.css'
import { Pagination } from '@mantine/core'
import classes from './BlogListing.module.css'

interface BlogPaginationProps {
  page: number
  total: number
  onChange: (page: number) => void
}

const CONTROL_LABELS = { previous: 'Previous page', next: 'Next page', first: 'First page', last: 'Last page' } as const

/** Numbered pages of the listing. */
export function BlogPagination({ page, total, onChange }: BlogPaginationProps) {
  return (
    <nav aria-label="Pagination" className={classes.pagination}>
      <Pagination
        value={page}
        total={total}
        onChange={onChange}
        radius="xl"
        siblings={1}
        boundaries={1}
        getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
      />
    </nav>
  )
}
