import { Suspense, useRef, useState } from 'react'
import { IconSettings } from '@tabler/icons-react'
import { lazyPart } from '@/components/lazy-part'
import { OpenedPart } from '@/components/OpenedPart'
import { useOpenedPart } from '@/components/use-opened-part'
import { useLanguage, useT } from '@/i18n/react'

const SettingsDialog = lazyPart(() => import('./SettingsDialog'))

/** Opens the settings (language, theme, clock and units); the dialog's code loads on the first click. */
export function SettingsButton({ className, compact = false }: { className?: string; compact?: boolean }) {
  const t = useT()
  const { language } = useLanguage()
  const dialog = useOpenedPart()
  const [opened, setOpened] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  return (
    <>
      <button
        ref={button}
        type="button"
        className={className}
        // The name holds what the button shows (the language's code, on a phone), as a person reads it.
        aria-label={compact ? t('shell.settings.compact', { code: language.toUpperCase() }) : t('shell.settings')}
        aria-haspopup="dialog"
        onClick={() => {
          dialog.want()
          setOpened(true)
        }}
      >
        <IconSettings size={compact ? 22 : 18} aria-hidden="true" />
        {/* On a phone, the language it is in: where to change it. */}
        {compact && (
          <span aria-hidden="true" lang={language}>
            {language.toUpperCase()}
          </span>
        )}
      </button>
      {dialog.wanted && (
        <OpenedPart key={dialog.attempt} onUnavailable={() => setOpened(false)}>
          <Suspense fallback={null}>
            <SettingsDialog opened={opened} onClose={() => setOpened(false)} onClosed={() => button.current?.focus()} />
          </Suspense>
        </OpenedPart>
      )}
    </>
  )
}
