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
 *
 * Run at build time: vite.config.ts writes the rule into index.html's head, where it applies before any
 * script runs and costs the first render nothing (MantineProvider's withCssVariables is off). In the
 * head, every stylesheet a lazy chunk appends comes after it, so none is an insertion that makes the
 * browser restyle the whole page. Mantine's own rules are in a cascade layer, so this one wins wherever
 * it stands.
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
