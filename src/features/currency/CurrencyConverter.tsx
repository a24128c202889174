import '@mantine/core/styles/Input.layer.css'
import '@mantine/core/styles/Combobox.layer.css'
import '@mantine/core/styles/Popover.layer.css'
import '@mantine/core/styles/ScrollArea.layer.css'
import '@mantine/core/styles/Loader.layer.css'
import { useState, type FocusEvent, type FormEvent } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { ActionIcon, Button, Select, Text, TextInput } from '@mantine/core'
import { IconArrowsExchange, IconCalendar } from '@tabler/icons-react'
import { FreshnessNote } from '@/components/FreshnessNote'
import { InlineAlert } from '@/components/InlineAlert'
import { useOnline } from '@/components/use-online'
import { currencies, fallbackRates } from '@/content/currencies'
import { formatDay } from '@/lib/format'
import type { RateMap } from './api'
import { convert, formatUnitRate, INVALID_AMOUNT, parseAmount, type Conversion } from './convert'
import { hubRatesQuery } from './queries'
import classes from './CurrencyConverter.module.css'

const options = currencies.map(({ code, name }) => ({ value: code, label: `${code} - ${name}` }))

/** Typing into a searchable selector replaces the shown 'USD - US Dollar' instead of appending to it. */
const selectText = (event: FocusEvent<HTMLInputElement>) => event.currentTarget.select()

type ConversionState = { status: 'idle' } | { status: 'converting' } | { status: 'done'; conversion: Conversion }

/** '2026-11-22' → '22 Nov 2026', as a local calendar day. */
function formatRatesDay(isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number) as [number, number, number]
  return formatDay(new Date(year, month - 1, day))
}

/** The currency converter: amount, From and To (searchable), swap, Convert, the result and the rate's age. */
export function CurrencyConverter() {
  const queryClient = useQueryClient()
  const ratesQuery = useQuery(hubRatesQuery())
  const online = useOnline()
  const [amount, setAmount] = useState('2')
  const [from, setFrom] = useState('USD')
  const [to, setTo] = useState('EUR')
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

  async function run(amountText: string, fromCode: string, toCode: string) {
    if (parseAmount(amountText) === null) {
      setState({ status: 'done', conversion: { ok: false, error: INVALID_AMOUNT } })
      return
    }
    setState({ status: 'converting' })
    const rates = await resolveRates()
    setState({ status: 'done', conversion: convert(amountText, fromCode, toCode, rates) })
  }

  const conversion = state.status === 'done' ? state.conversion : null

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

  return (
    <div className={classes.root}>
      <form className={classes.form} onSubmit={onSubmit} noValidate>
        <TextInput
          className={classes.amount}
          label="Amount"
          value={amount}
          onChange={(event) => setAmount(event.currentTarget.value)}
          inputMode="decimal"
          autoComplete="off"
          size="md"
          error={conversion?.ok === false && conversion.error === INVALID_AMOUNT}
          classNames={{ input: classes.amountInput }}
        />
        <Select
          className={classes.from}
          label="From"
          data={options}
          value={from}
          onChange={(value) => value && setFrom(value)}
          searchable
          allowDeselect={false}
          nothingFoundMessage="No currency found"
          maxDropdownHeight={280}
          size="md"
          comboboxProps={{ zIndex: 400, shadow: 'md' }}
          onFocus={selectText}
        />
        <ActionIcon
          className={classes.swap}
          variant="light"
          size={42}
          radius="xl"
          aria-label="Swap currencies"
          onClick={swap}
        >
          <IconArrowsExchange size={22} aria-hidden="true" className={classes.swapIcon} />
        </ActionIcon>
        <Select
          className={classes.to}
          label="To"
          data={options}
          value={to}
          onChange={(value) => value && setTo(value)}
          searchable
          allowDeselect={false}
          nothingFoundMessage="No currency found"
          maxDropdownHeight={280}
          size="md"
          comboboxProps={{ zIndex: 400, shadow: 'md' }}
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
          Convert
        </Button>
      </form>

      <div className={classes.output} aria-live="polite">
        {conversion?.ok === false && (
          <InlineAlert>{conversion.error}</InlineAlert>
        )}
        {conversion?.ok && (
          <div className={classes.result} data-testid="conversion-result">
            <Text className={classes.resultText}>{conversion.text}</Text>
            <Text className={classes.unitRates}>
              <span>{formatUnitRate(conversion.from, conversion.to, conversion.rate)}</span>
              <span>{formatUnitRate(conversion.to, conversion.from, 1 / conversion.rate)}</span>
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
          <Text size="sm" c="gray.7" className={classes.ratesDay} data-testid="rates-date">
            <IconCalendar size={16} aria-hidden="true" />
            Rates from {formatRatesDay(ratesQuery.data.date)}
          </Text>
        ) : null}
      </div>
    </div>
  )
}
