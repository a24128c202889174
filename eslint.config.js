import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import { importX } from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { layersPlugin } from './scripts/eslint/layers.js'
import { uiTextPlugin } from './scripts/eslint/ui-text.js'

export default tseslint.config(
  { ignores: ['dist', 'dist-server', 'coverage', 'test-results', 'playwright-report', '.lighthouseci', 'src/routeTree.gen.ts'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { layers: layersPlugin },
    rules: {
      'layers/import-direction': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['error', 'warn', 'info'] }],
    },
  },
  {
    // No import cycles anywhere (src, server, scripts, tests): a cycle makes load order matter, and lazy
    // imports count, since a chunk that imports back into its importer cannot be split off cleanly.
    // The TypeScript resolver reads the tsconfigs, so '@/…' resolves like everything else.
    plugins: { 'import-x': importX },
    settings: {
      // import-x reads TypeScript files (and so follows their imports) only when told to.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: 'tsconfig.json' }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [
          { name: '@mantine/core/styles.css', message: 'Import Mantine styles per component (docs/architecture.md).' },
          {
            name: 'react',
            importNames: ['lazy'],
            message: "Load a part with lazyPart (components/lazy-part.ts): React's lazy keeps a failed load's error until a reload.",
          },
        ],
        patterns: [
          { group: ['**/index', '**/index.ts', '**/index.tsx'], message: 'No barrel files.' },
          {
            regex: '^@mantine/(core/styles/[A-Za-z-]+|notifications/styles)\\.css$',
            message:
              "Import Mantine's layered CSS ('….layer.css'): it sits in @layer mantine, so our own CSS wins whatever order the chunks load in.",
          },
        ],
      }],
    },
  },
  {
    // Every word a person reads comes from the catalogs (src/locales).
    files: ['src/**/*.tsx'],
    plugins: { 'ui-text': uiTextPlugin },
    rules: { 'ui-text/no-literal-ui-text': 'error' },
  },
  {
    // Tests reach the app's code the way the app does, through '@/'.
    files: ['tests/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ regex: '^(\\.\\./)+src(/|$)', message: "Import the app's code through '@/' (e.g. '@/features/news/api')." }],
      }],
    },
  },
  {
    files: ['server/**/*.ts', 'scripts/**/*.{js,ts,mjs}', 'e2e/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
)
