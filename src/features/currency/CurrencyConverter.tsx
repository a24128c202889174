import '@mantine/core/styles/Input.layer.css'
import '@mantine/core/styles/Combobox.layer.css'
import '@mantine/core/styles/Popover.layer.css'
import '@mantine/core/styles/Loader.layer.css'
import { useId, useMemo, useRef, useState, type FocusEvent, type FormEvent } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { ActionIcon, Button, Select, Text, TextInput, type ComboboxItem, type OptionsFilter } from '@mantine/core'
import { IconArrowsExchange, IconCalendar } from '@tabler/icons-react'
import { FreshnessNote } from '@/components/FreshnessNote'
import { InlineAlert } from '@/components/InlineAlert'
import { useDescribedBy } from '@/components/use-described-by'
import { scrollingList } from '@/components/select-list'
import { useOnline } from '@/components/use-online'
import { currencies, fallbackRates } from '@/content/currencies'
import { useLanguage, useT, type Translate } from '@/i18n/react'
import { searchable } from '@/lib/search-text'
import type { RateMap } from './api'
import {
  convert,
  formatConversionFigures,
  formatLocalRate,
  INVALID_AMOUNT,
  normalizeAmount,
  parseAmount,
  type Conversion,
} from './convert'
import { formatRatesDay } from './format-day'
import { hubRatesQuery } from './queries'
import { RateTrend } from './RateTrend'
import { parsePairId, StarredPairs } from './StarredPairs'
import { hasRateHistory } from './trend-query'
import classes from './CurrencyConverter.module.css'

/** 'USD - US Dollar', 'USD - Доллар США': the 40 currencies in the active language. */
const currencyOptions = (t: Translate): ComboboxItem[] =>
  currencies.map(({ code }) => ({ value: code, label: t('hub.currency.option', { code, name: t(`hub.currency.name.${code}`) }) }))

const englishNames: ReadonlyMap<string, string> = new Map(currencies.map(({ code, name }) => [code, searchable(name)]))

/** A currency is found by its code, its name in the person's language, or its English name. */
const findCurrency: OptionsFilter = ({ options, search }) => {
  const needle = searchable(search)
  return options.filter((option) => {
    if (!('value' in option)) return false
    return searchable(option.label).includes(needle) || Boolean(englishNames.get(option.value)?.includes(needle))
  })
}

/** Typing into a searchable selector replaces the shown 'USD - US Dollar' instead of appending to it. */
const selectText = (event: FocusEvent<HTMLInputElement>) => event.currentTarget.select()

function startPair(id: string | undefined): { from: string; to: string } {
  const pair = parsePairId(id)
  return pair && isKnownCode(pair.from) && isKnownCode(pair.to) ? pair : { from: 'USD', to: 'EUR' }
}

type ConversionState = { status: 'idle' } | { status: 'converting' } | { status: 'done'; conversion: Conversion }

const knownCodes: ReadonlySet<string> = new Set(currencies.map(({ code }) => code))
const isKnownCode = (code: string) => knownCodes.has(code)

interface CurrencyConverterProps {
  /** The pair to start with, 'USD-ILS' (from the address, e.g. a shortlist link); USD → EUR otherwise. */
  initialPair?: string
}

/**
 * The currency converter: the star for the pair and the starred pairs, amount, From and To (searchable),
 * swap, Convert, the result and the rate's age.
 */
export function CurrencyConverter({ initialPair }: CurrencyConverterProps = {}) {
  const t = useT()
  const { language } = useLanguage()
  const options = useMemo(() => currencyOptions(t), [t])
  const queryClient = useQueryClient()
  const ratesQuery = useQuery(hubRatesQuery())
  const online = useOnline()
  const [amount, setAmount] = useState('2')
  const [from, setFrom] = useState(() => startPair(initialPair).from)
  const [to, setTo] = useState(() => startPair(initialPair).to)
  const [state, setState] = useState<ConversionState>({ status: 'idle' })

  // The service's table (live or cached); the built-in one once the service has failed with nothing cached.
  const usingFallback = ratesQuery.data === undefined && ratesQuery.isError

  async function resolveRates(): Promise<RateMap> {
    if (ratesQuery.data) return ratesQuery.data.rates
    if (ratesQuery.isError) return fallbackRates
    try {
      return (await queryClient.ensureQueryData(hubRatesQuery())).rates
    } catch {
      return fallbackRates
    }
  }

  async function run(typed: string, fromCode: string, toCode: string) {
    const amountText = normalizeAmount(typed, language)
    if (parseAmount(amountText) === null) {
      setState({ status: 'done', conversion: { ok: false, error: INVALID_AMOUNT } })
      return
    }
    setState({ status: 'converting' })
    const rates = await resolveRates()
    setState({ status: 'done', conversion: convert(amountText, fromCode, toCode, rates) })
  }

  const conversion = state.status === 'done' ? state.conversion : null
  const amountErrorId = useId()
  const amountField = useRef<HTMLInputElement>(null)
  const figures = conversion?.ok ? formatConversionFigures(conversion, language) : null

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    void run(amount, from, to)
  }

  function swap() {
    setFrom(to)
    setTo(from)
    // A result on screen follows the swap, so it always matches the selectors.
    if (state.status === 'done' && state.conversion.ok) void run(amount, to, from)
  }

  function pick(fromCode: string, toCode: string) {
    setFrom(fromCode)
    setTo(toCode)
    if (state.status === 'done' && state.conversion.ok) void run(amount, fromCode, toCode)
  }

  const invalidAmount = conversion?.ok === false && conversion.error === INVALID_AMOUNT
  // The reason, said under the form, belongs to this field.
  useDescribedBy(amountField, invalidAmount ? amountErrorId : undefined)
  return (
    <div className={classes.root}>
      <StarredPairs from={from} to={to} isKnown={isKnownCode} onPick={pick} />
      <form className={classes.form} onSubmit={onSubmit} noValidate>
        <TextInput
          className={classes.amount}
          label={t('hub.currency.amount')}
          value={amount}
          onChange={(event) => setAmount(event.currentTarget.value)}
          inputMode="decimal"
          autoComplete="off"
          size="md"
          error={invalidAmount}
          ref={amountField}
          classNames={{ input: classes.amountInput }}
        />
        <Select
          className={classes.from}
          label={t('hub.currency.from')}
          data={options}
          value={from}
          onChange={(value) => value && setFrom(value)}
          searchable
          filter={findCurrency}
          allowDeselect={false}
          nothingFoundMessage={t('hub.currency.noMatch')}
          {...scrollingList(280)}
          size="md"
          onFocus={selectText}
        />
        <ActionIcon
          className={classes.swap}
          variant="light"
          size={42}
          radius="xl"
          aria-label={t('hub.currency.swap')}
          onClick={swap}
        >
          <IconArrowsExchange size={22} aria-hidden="true" className={classes.swapIcon} />
        </ActionIcon>
        <Select
          className={classes.to}
          label={t('hub.currency.to')}
          data={options}
          value={to}
          onChange={(value) => value && setTo(value)}
          searchable
          filter={findCurrency}
          allowDeselect={false}
          nothingFoundMessage={t('hub.currency.noMatch')}
          {...scrollingList(280)}
          size="md"
          onFocus={selectText}
        />
        <Button
          type="submit"
          className={classes.convert}
          size="md"
          variant="gradient"
          loading={state.status === 'converting'}
          loaderProps={{ type: 'oval' }}
        >
          {t('hub.currency.convert')}
        </Button>
      </form>

      <div className={classes.output} aria-live="polite">
        {conversion?.ok === false && (
          <InlineAlert id={invalidAmount ? amountErrorId : undefined}>
            {invalidAmount ? t('hub.currency.invalidAmount') : t('hub.currency.failed')}
          </InlineAlert>
        )}
        {conversion?.ok && figures && (
          <div className={classes.result} data-testid="conversion-result">
            <Text className={classes.resultText}>
              {t('hub.currency.result', { amount: figures.amount, from: conversion.from, result: figures.result, to: conversion.to })}
            </Text>
            <Text className={classes.unitRates}>
              <span>{t('hub.currency.unitRate', { from: conversion.from, rate: formatLocalRate(conversion.rate, language), to: conversion.to })}</span>
              <span>
                {t('hub.currency.unitRate', { from: conversion.to, rate: formatLocalRate(1 / conversion.rate, language), to: conversion.from })}
              </span>
            </Text>
          </div>
        )}
      </div>

      <div className={classes.freshness}>
        {usingFallback ? (
          <FreshnessNote what="rates" updatedAt={undefined} fallback />
        ) : ratesQuery.data && !online ? (
          <FreshnessNote what="rates" updatedAt={ratesQuery.dataUpdatedAt} />
        ) : ratesQuery.data?.date ? (
          <Text size="sm" c="dimmed" className={classes.ratesDay} data-testid="rates-date">
            <IconCalendar size={16} aria-hidden="true" />
            {t('hub.currency.ratesFrom', { date: formatRatesDay(ratesQuery.data.date, language) })}
          </Text>
        ) : null}
      </div>

      {hasRateHistory() && from !== to && <RateTrend from={from} to={to} />}
    </div>
  )
}
