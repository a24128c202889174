import '@mantine/core/styles/Pagination.layer.css'
import { Pagination } from '@mantine/core'
import { useT } from '@/i18n/react'
import classes from './BlogListing.module.css'

interface BlogPaginationProps {
  page: number
  total: number
  onChange: (page: number) => void
}

const CONTROL_LABELS = {
  previous: 'news.pagination.previous',
  next: 'news.pagination.next',
  first: 'news.pagination.first',
  last: 'news.pagination.last',
} as const

/**
 * Numbered pages of the listing. In right to left the pages run from the right and Mantine turns the
 * previous and next arrows round (its `mantine-rotate-rtl`), so "previous" points toward the start.
 */
export function BlogPagination({ page, total, onChange }: BlogPaginationProps) {
  const t = useT()
  return (
    <nav aria-label={t('news.pagination.label')} className={classes.pagination}>
      <Pagination
        value={page}
        total={total}
        onChange={onChange}
        radius="xl"
        siblings={1}
        boundaries={1}
        getControlProps={(control) => ({ 'aria-label': t(CONTROL_LABELS[control]) })}
      />
    </nav>
  )
}
