import { useEffect, useId, useRef, useState } from 'react'
import { useClickOutside } from '@mantine/hooks'
import { IconCheck, IconChevronDown, IconWorld } from '@tabler/icons-react'
import { languages } from '@/i18n/languages'
import { useLanguage, useT } from '@/i18n/react'
import classes from './Header.module.css'

/** The languages, each named in itself: choosing one switches the app at once and remembers it. */
export function LanguageList({ className, onChoose }: { className?: string; onChoose?: () => void }) {
  const { language, setLanguage } = useLanguage()
  return (
    <ul className={className}>
      {languages.map((option) => (
        <li key={option.code}>
          <button
            type="button"
            lang={option.code}
            className={classes.languageOption}
            aria-current={option.code === language ? 'true' : undefined}
            onClick={() => {
              onChoose?.()
              // Also the language shown now: one that came with a shared link is then kept as the person's own.
              void setLanguage(option.code)
            }}
          >
            <bdi>{option.name}</bdi>
            {option.code === language && <IconCheck size={16} aria-hidden="true" />}
          </button>
        </li>
      ))}
    </ul>
  )
}

/** The header's language switch (wide layout): the current language, and the others on a click. */
export function LanguageSwitch() {
  const t = useT()
  const { language } = useLanguage()
  const [open, setOpen] = useState(false)
  const ref = useClickOutside<HTMLDivElement>(() => setOpen(false))
  const button = useRef<HTMLButtonElement>(null)
  const listId = useId()
  // Closed from inside the list (a language chosen, Escape on an option), focus goes back to the button:
  // the list is hidden, and focus would otherwise fall to the page's body (WCAG 2.4.3).
  const close = () => {
    const inside = ref.current?.contains(document.activeElement) ?? false
    setOpen(false)
    if (inside) button.current?.focus()
  }
  const closeRef = useRef(close)
  useEffect(() => {
    closeRef.current = close
  })
  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeRef.current()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [open])
  const current = languages.find((option) => option.code === language)
  return (
    <div ref={ref} className={classes.languageSwitch}>
      <button
        ref={button}
        type="button"
        className={classes.menuButton}
        aria-expanded={open}
        aria-controls={listId}
        // The name starts with what the button shows (the language's code), so a voice command that says it finds it.
        aria-label={t('shell.language.choose', { code: language.toUpperCase(), language: current?.name ?? language })}
        onClick={() => setOpen(!open)}
      >
        <IconWorld size={18} aria-hidden="true" />
        <span lang={language}>{language.toUpperCase()}</span>
        <IconChevronDown size={16} aria-hidden="true" className={classes.chevron} />
      </button>
      <div id={listId} className={classes.languageDropdown} hidden={!open}>
        <LanguageList onChoose={close} className={classes.languageListPlain} />
      </div>
    </div>
  )
}
