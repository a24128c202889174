import { describe, expect, it } from 'vitest'
import { theme } from '@/app/theme'
import { themeVariablesCss } from '@/app/theme-variables'

describe('the theme’s CSS variables', () => {
  const css = themeVariablesCss(theme)

  it('are one :root rule with the colours our theme sets', () => {
    expect(css.startsWith(':root{')).toBe(true)
    expect(css).toContain('--mantine-color-brand-6: #2c5aae;')
    expect(css).toContain('--mantine-color-teal-3: #40e0d0;')
    expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-brand-filled);')
    expect(css).toContain("--mantine-font-family: 'Inter Variable'")
  })

  it('leave out what Mantine’s stylesheet of defaults already says', () => {
    // Red is not in our theme: its shades come from Mantine's default stylesheet.
    expect(css).not.toContain('--mantine-color-red-6:')
    expect(css).not.toContain('--mantine-spacing-md')
  })

  it('are empty for a theme that changes nothing', () => {
    expect(themeVariablesCss({})).toBe('')
  })
})
