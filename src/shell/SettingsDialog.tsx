import '@mantine/core/styles/ModalBase.layer.css'
import '@mantine/core/styles/Modal.layer.css'
import '@mantine/core/styles/Overlay.layer.css'
import '@mantine/core/styles/CloseButton.layer.css'
import '@mantine/core/styles/SegmentedControl.layer.css'
import { Suspense, type ReactNode } from 'react'
import { Modal, SegmentedControl, Stack, Text, useMantineColorScheme, type MantineColorScheme } from '@mantine/core'
import { lazyPart } from '@/components/lazy-part'
import type { Preferences } from '@/i18n/preferences'
import { usePreferences } from '@/i18n/preferences'
import { useArea, useLanguage, useT } from '@/i18n/react'
import { LanguageList } from './LanguageSwitch'
import { rememberTheme } from './theme-choice'
import classes from './Header.module.css'

// 'Save for offline' and 'Saved on this device' load with the first opening of the settings' own chunk, no sooner.
const TripPanel = lazyPart(() => import('./trip/TripPanel'))

interface SettingsDialogProps {
  opened: boolean
  onClose: () => void
  /** The dialog has finished closing, whichever way (Close, Escape, outside). */
  onClosed?: () => void
}

/** One choice among a few, named and applied at once. */
function Choice<Value extends string>({ label, value, options, onChange }: { label: string; value: Value; options: { value: Value; label: ReactNode }[]; onChange: (value: Value) => void }) {
  return (
    <Stack gap={6}>
      <Text fw={600} size="sm" component="span" id={`settings-${label}`}>
        {label}
      </Text>
      <SegmentedControl
        fullWidth
        aria-label={label}
        value={value}
        onChange={(next) => onChange(next as Value)}
        data={options}
      />
    </Stack>
  )
}

/** The settings: the language, the theme, the clock and the units. Every change applies at once and is kept. */
export default function SettingsDialog({ opened, onClose, onClosed }: SettingsDialogProps) {
  useArea('settings')
  const t = useT()
  const { dir } = useLanguage()
  const { preferences, choose } = usePreferences()
  const { colorScheme, setColorScheme } = useMantineColorScheme()
  const set = <Key extends keyof Preferences>(key: Key) => (value: Preferences[Key]) => choose({ [key]: value } as Partial<Preferences>)

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('settings.title')}
      closeButtonProps={{ 'aria-label': t('shell.close') }}
      // Not centred: the trip's panel comes last, in a chunk of its own, and a centred dialog that grows
      // moves everything in it, so a tap on 'English' landed on the next language (seen in a CI run).
      // From the top, the panel adds height below and nothing above it moves.
      dir={dir}
      // The opener takes focus back once the dialog has gone (SettingsButton): Mantine's own return did
      // not run when Escape closed it, and focus fell to the page's body.
      returnFocus={false}
      onExitTransitionEnd={onClosed}
    >
      <Stack gap="lg">
        <Stack gap={6}>
          <Text fw={600} size="sm" component="span">
            {t('settings.language')}
          </Text>
          <LanguageList className={classes.languageListPlain} />
        </Stack>
        <Choice<MantineColorScheme>
          label={t('settings.theme')}
          value={colorScheme}
          onChange={(scheme) => {
            setColorScheme(scheme)
            rememberTheme(scheme)
          }}
          options={[
            { value: 'auto', label: t('settings.theme.auto') },
            { value: 'light', label: t('settings.theme.light') },
            { value: 'dark', label: t('settings.theme.dark') },
          ]}
        />
        <Choice
          label={t('settings.clock')}
          value={preferences.clock}
          onChange={set('clock')}
          options={[
            { value: '24h', label: t('settings.clock.24h') },
            { value: '12h', label: t('settings.clock.12h') },
          ]}
        />
        <Choice
          label={t('settings.temperature')}
          value={preferences.temperature}
          onChange={set('temperature')}
          options={[
            // Symbols read left to right in every language ('°C', never 'C°' in Hebrew).
            { value: 'c', label: <bdi dir="ltr">{t('settings.temperature.c')}</bdi> },
            { value: 'f', label: <bdi dir="ltr">{t('settings.temperature.f')}</bdi> },
          ]}
        />
        <Choice
          label={t('settings.speed')}
          value={preferences.speed}
          onChange={set('speed')}
          options={[
            { value: 'kmh', label: t('settings.speed.kmh') },
            { value: 'mph', label: t('settings.speed.mph') },
          ]}
        />
        <Choice
          label={t('settings.distance')}
          value={preferences.distance}
          onChange={set('distance')}
          options={[
            { value: 'km', label: t('settings.distance.km') },
            { value: 'mi', label: t('settings.distance.mi') },
          ]}
        />
        <Suspense fallback={null}>
          <TripPanel withSaved />
        </Suspense>
      </Stack>
    </Modal>
  )
}
