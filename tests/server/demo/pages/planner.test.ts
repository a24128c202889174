import { describe, expect, it } from 'vitest'
import { demoLinks } from '@server/demo/pages/links'
import { getPage, testApp } from '../../helpers'

const app = testApp()
const page = (path: string) => getPage(app, path)

describe('demo planner', () => {
  it('lists the planner phases with checkboxes', async () => {
    const { html } = await page(demoLinks.planner)
    expect(html).toContain('My Relocation Planner')
    expect((html.match(/data-task="/g) ?? []).length).toBeGreaterThanOrEqual(25)
  })
})
