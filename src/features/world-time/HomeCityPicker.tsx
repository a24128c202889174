import '@mantine/core/styles/Input.layer.css'
import '@mantine/core/styles/Combobox.layer.css'
import '@mantine/core/styles/Popover.layer.css'
import { useEffect, useMemo, useState } from 'react'
import { Select, type ComboboxData, type ComboboxParsedItem, type OptionsFilter } from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
import { scrollingList } from '@/components/select-list'
import type { ClockCity } from '@/content/cities'
import { useT } from '@/i18n/react'
import { homeCities } from './home-city'
import { placeCountry, placeLabel, placeName } from './place-names'
import { filterCities } from './time'
import classes from './WorldTime.module.css'

interface HomeCityPickerProps {
  current: ClockCity | null
  /** The city of the device's own zone, offered first. */
  suggestion: ClockCity | null
  onPick: (id: string) => void
  /** Closed without a choice (Escape, or focus moved away). */
  onClose: () => void
}

/**
 * The searchable list of the places a home can be, found by their names in the person's language or in
 * English, the device's own city first. Loaded only when someone opens it.
 */
export function HomeCityPicker({ current, suggestion, onPick, onClose }: HomeCityPickerProps) {
  const t = useT()
  // Mantine keeps the list's id in a ref, so a list open from the first render is announced as collapsed
  // (aria-expanded false, no aria-controls) until something renders again: render once more, a frame after
  // the list is in.
  const [, setListIn] = useState(false)
  useEffect(() => {
    const frame = requestAnimationFrame(() => setListIn(true))
    return () => cancelAnimationFrame(frame)
  }, [])
  const data = useMemo<ComboboxData>(() => {
    const option = (city: ClockCity) => ({ value: city.id, label: placeLabel(t, city) })
    const rest = homeCities.filter((city) => city.id !== suggestion?.id).map(option)
    return suggestion
      ? [
          { group: t('hub.home.group.suggested'), items: [option(suggestion)] },
          { group: t('hub.home.group.all'), items: rest },
        ]
      : rest
  }, [t, suggestion])

  const find = useMemo<OptionsFilter>(() => {
    const localNames = (city: ClockCity) => [placeName(t, city), placeCountry(t, city)]
    return ({ options, search }) => {
      const found = new Set(filterCities(homeCities, search, localNames).map((city) => city.id))
      const keep = (items: ComboboxParsedItem[]): ComboboxParsedItem[] =>
        items.flatMap((item): ComboboxParsedItem[] => {
          if (!('group' in item)) return found.has(item.value) ? [item] : []
          const kept = item.items.filter((option) => found.has(option.value))
          return kept.length > 0 ? [{ ...item, items: kept }] : []
        })
      return keep(options)
    }
  }, [t])

  return (
    <Select
      className={classes.picker}
      label={t('hub.home.pick')}
      placeholder={t('hub.time.search')}
      data={data}
      value={current?.id ?? null}
      onChange={(id) => id && onPick(id)}
      searchable
      filter={find}
      allowDeselect={false}
      nothingFoundMessage={t('hub.home.noMatch')}
      {...scrollingList(300)}
      size="md"
      radius="md"
      leftSection={<IconSearch size={18} aria-hidden="true" />}
      defaultDropdownOpened
      autoFocus
      onDropdownClose={onClose}
      onFocus={(event) => event.currentTarget.select()}
    />
  )
}
