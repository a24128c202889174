import { useId, useState, type ComponentType, type ReactNode } from 'react'
import { UnstyledButton } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import {
  IconBriefcase,
  IconBuildingChurch,
  IconBuildingMonument,
  IconBulb,
  IconBus,
  IconChevronDown,
  IconClock,
  IconCloud,
  IconCoffee,
  IconCoin,
  IconHeart,
  IconHome,
  IconInfoCircle,
  IconLanguage,
  IconLicense,
  IconSchool,
  IconShieldCheck,
  IconStethoscope,
  IconTrees,
  IconWifi,
  type IconProps,
} from '@tabler/icons-react'
import { PHONE_QUERY } from '@/components/breakpoints'
import { useLanguage, useT } from '@/i18n/react'
import { isolate } from './bidi'
import { factSections, type FactSection, type FactSectionId } from './facts'
import type { Destination } from './types'
import { sheetLang } from './content-lang'
import classes from './FactPanel.module.css'

const ICONS: Record<FactSectionId, ComponentType<IconProps>> = {
  general: IconInfoCircle,
  language: IconLanguage,
  financial: IconCoin,
  housing: IconHome,
  transport: IconBus,
  time: IconClock,
  attractions: IconBuildingMonument,
  cafe: IconCoffee,
  visa: IconLicense,
  religion: IconBuildingChurch,
  unique: IconBulb,
  internet: IconWifi,
  healthcare: IconStethoscope,
  education: IconSchool,
  jobs: IconBriefcase,
  quality: IconHeart,
  climate: IconCloud,
  nature: IconTrees,
  safety: IconShieldCheck,
}

const DEFAULT_OPEN: readonly FactSectionId[] = ['general']

function SectionBody({ section, destination }: { section: FactSection; destination: Destination }) {
  const [only] = section.facts
  // The values are the sheet's, as served, in whichever direction they are written, in its language.
  if (!section.labelled && only)
    return (
      <p className={classes.text} dir="auto" lang={sheetLang(destination, only.value)}>
        {only.value}
      </p>
    )
  return (
    <dl className={classes.list}>
      {section.facts.map((fact) => (
        <div key={fact.field} className={classes.row}>
          <dt className={classes.label}>{fact.label}</dt>
          <dd className={classes.value} dir="auto" lang={sheetLang(destination, fact.value)}>
            {fact.value}
          </dd>
        </div>
      ))}
    </dl>
  )
}

interface FactPanelProps {
  destination: Destination
  /** More to show at the end of a section's body (the time section's 'At home' reading), from other features. */
  renderSectionExtra?: (section: FactSectionId) => ReactNode
}

/**
 * The destination's facts under the spec's headings, in order, showing only the fields it has. On narrow
 * screens each section folds (General starts open) so a long list stays easy to scan on a phone.
 */
export function FactPanel({ destination, renderSectionExtra }: FactPanelProps) {
  const t = useT()
  const { dir } = useLanguage()
  const sections = factSections(destination, t)
  const narrow = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false }) ?? false
  const [open, setOpen] = useState<ReadonlySet<FactSectionId>>(() => new Set(DEFAULT_OPEN))
  const baseId = useId()

  if (sections.length === 0) {
    return (
      <p className={classes.none} data-testid="no-facts">
        {t('destinations.facts.none', { city: isolate(destination.city, dir) })}
      </p>
    )
  }

  const allOpen = sections.every((section) => open.has(section.id))
  const toggle = (id: FactSectionId) =>
    setOpen((previous) => {
      const next = new Set(previous)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })

  return (
    <div className={classes.panel} data-collapsible={narrow || undefined}>
      {narrow && sections.length > 1 && (
        <div className={classes.toolbar}>
          <UnstyledButton
            className={classes.expandAll}
            onClick={() => setOpen(allOpen ? new Set() : new Set(sections.map((section) => section.id)))}
          >
            {t(allOpen ? 'destinations.facts.collapseAll' : 'destinations.facts.expandAll')}
          </UnstyledButton>
        </div>
      )}
      {sections.map((section) => {
        const Icon = ICONS[section.id]
        const headingId = `${baseId}-${section.id}`
        const bodyId = `${headingId}-body`
        const expanded = !narrow || open.has(section.id)
        const label = (
          <>
            <span className={classes.icon} aria-hidden="true">
              <Icon size={18} stroke={1.8} />
            </span>
            <span className={classes.titleText}>{section.title}</span>
          </>
        )
        return (
          <section key={section.id} className={classes.section} aria-labelledby={headingId} data-section={section.id}>
            <h3 className={classes.heading} id={headingId}>
              {narrow ? (
                <UnstyledButton
                  className={classes.toggle}
                  aria-expanded={expanded}
                  aria-controls={bodyId}
                  onClick={() => toggle(section.id)}
                >
                  {label}
                  <IconChevronDown className={classes.chevron} size={18} aria-hidden="true" />
                </UnstyledButton>
              ) : (
                label
              )}
            </h3>
            <div id={bodyId} className={classes.body} hidden={!expanded}>
              <SectionBody section={section} destination={destination} />
              {renderSectionExtra?.(section.id)}
            </div>
          </section>
        )
      })}
    </div>
  )
}
