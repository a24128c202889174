import { Suspense, useEffect, useRef, useState } from 'react'
import { ActionIcon, Button, Loader } from '@mantine/core'
import { IconChevronDown, IconHome, IconX } from '@tabler/icons-react'
import { InlineAlert } from '@/components/InlineAlert'
import { lazyPart } from '@/components/lazy-part'
import { OpenedPart } from '@/components/OpenedPart'
import { useOpenedPart } from '@/components/use-opened-part'
import type { ClockCity } from '@/content/cities'
import { useT } from '@/i18n/react'
import { placeLabel, placeName } from './place-names'
import classes from './WorldTime.module.css'

const HomeCityPicker = lazyPart(() => import('./HomeCityPicker').then((module) => ({ default: module.HomeCityPicker })))

interface HomeCityControlProps {
  home: ClockCity | null
  /** The city of the device's own zone, offered in one tap while no home is set. */
  suggestion: ClockCity | null
  setHome: (id: string | null) => void
}

/**
 * The home city: a button naming it (or inviting to set one) that opens a searchable picker, and a clear
 * button beside it; while none is set, the device's own city is one tap away. Offline before the picker's
 * code was fetched, the button stays and says why under it (the hub stays); the next press tries again.
 */
export function HomeCityControl({ home, suggestion, setHome }: HomeCityControlProps) {
  const t = useT()
  const picker = useOpenedPart()
  const [picking, setPicking] = useState(false)
  const opener = useRef<HTMLButtonElement>(null)
  const wasPicking = useRef(false)
  // Focus goes back to the button once the picker closes, as after a menu.
  useEffect(() => {
    if (wasPicking.current && !picking) opener.current?.focus()
    wasPicking.current = picking
  }, [picking])

  return (
    <section className={classes.home} aria-label={t('hub.home.region')} data-testid="home-city">
      {!picking && (
        <div className={classes.homeRow}>
          <Button
            ref={opener}
            variant={home ? 'light' : 'gradient'}
            radius="xl"
            size="sm"
            className={classes.homeButton}
            leftSection={<IconHome size={18} aria-hidden="true" />}
            rightSection={<IconChevronDown size={16} aria-hidden="true" />}
            onClick={() => {
              picker.want()
              setPicking(true)
            }}
          >
            <span className={classes.homeButtonText}>
              {home ? t('hub.home.current', { city: placeLabel(t, home) }) : t('hub.home.set')}
            </span>
          </Button>
          {home ? (
            <ActionIcon variant="subtle" color="gray" radius="xl" size={36} aria-label={t('hub.home.clear')} onClick={() => setHome(null)}>
              <IconX size={18} aria-hidden="true" />
            </ActionIcon>
          ) : (
            suggestion && (
              <Button variant="subtle" radius="xl" size="sm" onClick={() => setHome(suggestion.id)}>
                {t('hub.home.suggest', { city: placeName(t, suggestion) })}
              </Button>
            )
          )}
        </div>
      )}
      {picker.wanted && (
        <OpenedPart
          key={picker.attempt}
          onUnavailable={() => setPicking(false)}
          unavailable={<InlineAlert>{t('shell.routeError.notFetched')}</InlineAlert>}
        >
          {picking && (
            <Suspense fallback={<Loader size="sm" aria-hidden="true" />}>
              <HomeCityPicker
                current={home}
                suggestion={suggestion}
                onPick={(id) => {
                  setHome(id)
                  setPicking(false)
                }}
                onClose={() => setPicking(false)}
              />
            </Suspense>
          )}
        </OpenedPart>
      )}
    </section>
  )
}
