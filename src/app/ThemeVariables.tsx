import {
  convertCssVariables,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  mergeMantineTheme,
  type MantineThemeOverride,
} from '@mantine/core'

type Variables = Record<string, string>

const only = (own: Variables, defaults: Variables): Variables =>
  Object.fromEntries(Object.entries(own).filter(([name, value]) => defaults[name] !== value))

/**
 * The CSS variables a theme changes from Mantine's defaults (those come from Mantine's stylesheet of
 * default variables, imported with the shell's styles), as one `:root` rule.
 */
export function themeVariablesCss(override: MantineThemeOverride): string {
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME)
  const ours = defaultCssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, override))
  return convertCssVariables(
    {
      variables: only(ours.variables, defaults.variables),
      light: only(ours.light, defaults.light),
      dark: only(ours.dark, defaults.dark),
    },
    ':root',
  ).trim()
}

/**
 * The theme's CSS variables in the document's head, where MantineProvider (withCssVariables={false})
 * would have put them in the body. A stylesheet in the body sits after every stylesheet in the head, so
 * each lazy chunk's stylesheet, which is appended to the head, would be an insertion in the middle of the
 * page's stylesheets: the browser then rebuilds its whole style set, fonts included, and restyles and lays
 * out the entire page, once per chunk. In the head (React hoists a `<style>` with a precedence there),
 * every later stylesheet is an append, which costs only the rules it adds.
 */
export function ThemeVariables({ theme }: { theme: MantineThemeOverride }) {
  return (
    <style href="waypoint-theme-variables" precedence="theme">
      {themeVariablesCss(theme)}
    </style>
  )
}
