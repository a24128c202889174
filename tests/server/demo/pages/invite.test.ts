import { describe, expect, it } from 'vitest'
import { demoLinks } from '@server/demo/pages/links'
import { getPage, testApp } from '../../helpers'

const app = testApp()
const page = (path: string) => getPage(app, path)

describe('demo community invite', () => {
  it('shows the community group and a Join button on the invite page', async () => {
    const { html } = await page(demoLinks.communityGroup)
    expect(html).toContain('Waypoint Community')
    expect(html).toMatch(/1,248 members/)
    expect(html).toMatch(/<button[^>]*id="join"[^>]*>Join group<\/button>/)
  })
})
