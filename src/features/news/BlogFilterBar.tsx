import '@mantine/core/styles/Input.layer.css'
import { useState } from 'react'
import { Trans } from '@lingui/react'
import { useQuery } from '@tanstack/react-query'
import { TextInput } from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
import { useT } from '@/i18n/react'
import { revealFocusedItem } from '@/lib/scroll'
import { cleanSearch, MAX_SEARCH_LENGTH } from './search-params'
import { categoriesQuery } from './queries'
import classes from './BlogFilterBar.module.css'

interface BlogFilterBarProps {
  search: string
  category: number | null
  onSearchChange: (search: string) => void
  onCategoryChange: (category: number | null) => void
  /** Changes when the filters were cleared: the box empties. */
  resetKey: number
}

/** The listing's search box and its category chips (with counts, plus 'All'). */
export function BlogFilterBar({ search, category, onSearchChange, onCategoryChange, resetKey }: BlogFilterBarProps) {
  const t = useT()
  const categories = useQuery(categoriesQuery())
  // The box keeps exactly what is typed; the listing gets it cleaned. A change that did not come from
  // typing here (the address, Back) replaces it; the values sent by typing, which may arrive late, do not
  // (React's pattern for state derived from props).
  const [typed, setTyped] = useState(search)
  const [lastSearch, setLastSearch] = useState(search)
  const [sent, setSent] = useState<readonly string[]>([])
  const [lastReset, setLastReset] = useState(resetKey)
  if (resetKey !== lastReset) {
    setLastReset(resetKey)
    setTyped('')
    setSent([])
  } else if (search !== lastSearch) {
    setLastSearch(search)
    if (!sent.includes(search) && cleanSearch(typed) !== search) setTyped(search)
  }
  const chips = (categories.data ?? []).filter((entry) => entry.count > 0)

  return (
    <div className={classes.root}>
      <div role="search">
        <TextInput
          classNames={{ input: classes.searchInput }}
          type="search"
          value={typed}
          onChange={(event) => {
            const value = event.currentTarget.value.slice(0, MAX_SEARCH_LENGTH)
            setTyped(value)
            setSent((previous) => [...previous.slice(-19), cleanSearch(value)])
            onSearchChange(cleanSearch(value))
          }}
          placeholder={t('news.listing.searchPlaceholder')}
          aria-label={t('news.listing.searchLabel')}
          size="md"
          radius="xl"
          autoComplete="off"
          enterKeyHint="search"
          leftSection={<IconSearch size={18} aria-hidden="true" />}
        />
      </div>
      {chips.length > 0 && (
        <div className={classes.chips} role="group" aria-label={t('news.categories')} onFocus={revealFocusedItem}>
          <button type="button" className={classes.chip} aria-pressed={category === null} onClick={() => onCategoryChange(null)}>
            {t('news.listing.allCategories')}
          </button>
          {chips.map((entry) => (
            <button
              key={entry.id}
              type="button"
              className={classes.chip}
              aria-pressed={category === entry.id}
              onClick={() => onCategoryChange(entry.id)}
            >
              {/* The name is as the content service writes it, in its own direction. */}
              <Trans id="news.listing.categoryChip" values={{ name: <bdi dir="auto">{entry.name}</bdi>, count: entry.count }} />
            </button>
          ))}
        </div>
      )}
    </div>
  )
}
