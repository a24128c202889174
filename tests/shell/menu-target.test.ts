import { describe, expect, it } from 'vitest'
import { menuGroups, type MenuEntryId } from '@/content/menu'
import { t } from '@/i18n/react'
import { absoluteAddress, menuTarget } from '@/shell/menu-target'

const origin = 'https://app.example'

describe('menu targets', () => {
  it('opens plain http addresses inside the app through the viewer', () => {
    expect(menuTarget({ value: 'https://calc.example/x' }, origin)).toEqual({ kind: 'viewer', url: 'https://calc.example/x' })
    expect(menuTarget({ value: 'HTTP://calc.example' }, origin)).toEqual({ kind: 'viewer', url: 'HTTP://calc.example' })
  })

  it('navigates to routes of the app', () => {
    expect(menuTarget({ value: '/news' }, origin)).toEqual({ kind: 'route', to: '/news' })
    expect(menuTarget({ value: '/consult/real-estate' }, origin)).toEqual({ kind: 'route', to: '/consult/real-estate' })
  })

  it('opens new-tab entries in a new tab, absolute on this origin', () => {
    expect(menuTarget({ value: '/demo/site/pm', newTab: true }, origin)).toEqual({
      kind: 'newTab',
      href: 'https://app.example/demo/site/pm',
    })
    expect(menuTarget({ value: 'https://chat.example/g', newTab: true }, origin)).toEqual({
      kind: 'newTab',
      href: 'https://chat.example/g',
    })
  })

  it("shows the consultancy's own root-relative pages in the viewer", () => {
    expect(menuTarget({ value: '/demo/site/terms' }, origin)).toEqual({ kind: 'viewer', url: 'https://app.example/demo/site/terms' })
  })

  it('leaves protocol-relative and absolute values alone when resolving', () => {
    expect(absoluteAddress('//evil.example/x', origin)).toBe('//evil.example/x')
    expect(absoluteAddress('https://x.example', origin)).toBe('https://x.example')
  })
})

/** A menu entry's label, as the shell catalog says it in the active language (English in tests). */
const label = (id: MenuEntryId) => t(`shell.menu.${id}`)

describe('menu groups (docs/behaviour.md, "Header and menus")', () => {
  it('has the four groups with their items in order', () => {
    expect(menuGroups.map((g) => [label(g.id), g.subItems.map((i) => label(i.id))])).toEqual([
      ['Home', []],
      ['Useful Info', ['Relocation News', 'Popular Destinations', 'Time Currency & Weather', 'Cost-of-Living AI Calculator']],
      ['Consult', ['Relocation', 'Education', 'Real-Estate']],
      ['Client Area', ['My Relocation Planner', 'My Services', 'My Community', 'My 24/7 AI Assistant', 'My shortlist', 'My move plan']],
    ])
  })

  it('routes every item where the spec says, the planner in a new tab', () => {
    const items = Object.fromEntries(menuGroups.flatMap((g) => g.subItems).map((i) => [label(i.id), menuTarget(i, origin)]))
    expect(items['Relocation News']).toEqual({ kind: 'route', to: '/news' })
    expect(items['Popular Destinations']).toEqual({ kind: 'route', to: '/destinations' })
    expect(items['Time Currency & Weather']).toEqual({ kind: 'route', to: '/time-currency' })
    expect(items['Cost-of-Living AI Calculator']).toEqual({ kind: 'route', to: '/cost-calculator' })
    expect(items['Relocation']).toEqual({ kind: 'route', to: '/consult/relocation' })
    expect(items['Education']).toEqual({ kind: 'route', to: '/consult/education' })
    expect(items['Real-Estate']).toEqual({ kind: 'route', to: '/consult/real-estate' })
    expect(items['My Relocation Planner']?.kind).toBe('newTab')
    expect(items['My Services']).toEqual({ kind: 'route', to: '/services' })
    expect(items['My Community']).toEqual({ kind: 'route', to: '/community' })
    expect(items['My 24/7 AI Assistant']).toEqual({ kind: 'route', to: '/chatbot' })
    expect(items['My shortlist']).toEqual({ kind: 'route', to: '/shortlist' })
    expect(items['My move plan']).toEqual({ kind: 'route', to: '/plan' })
  })

  it('opens the community group and the external assistant in a new tab from the mobile drawer', () => {
    const drawer = Object.fromEntries(
      menuGroups.flatMap((g) => g.subItems).map((i) => [label(i.id), menuTarget(i.drawer ?? i, origin).kind]),
    )
    expect(drawer['My Community']).toBe('newTab')
    expect(drawer['My 24/7 AI Assistant']).toBe('newTab')
    expect(drawer['My Services']).toBe('route')
  })
})
