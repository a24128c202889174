import { RuleTester } from 'eslint'
import { describe, it } from 'vitest'
// @ts-expect-error: plain JavaScript ESLint rule without type declarations
import { uiTextPlugin } from '../../scripts/eslint/ui-text.js'

RuleTester.describe = describe
RuleTester.it = it

const tester = new RuleTester({ languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } } })

tester.run('no-literal-ui-text', uiTextPlugin.rules['no-literal-ui-text'], {
  valid: [
    'const a = <p>{t("news.title")}</p>',
    'const a = <button aria-label={t("shell.close")}>×</button>',
    'const a = <span aria-hidden="true">· → 2×</span>',
    'const a = <img alt="" src="/a.svg" />',
    'const a = <div className="card wide" data-state="loading" />',
  ],
  invalid: [
    { code: 'const a = <p>Read more</p>', errors: [{ messageId: 'text' }] },
    { code: 'const a = <p>{"Read more"}</p>', errors: [{ messageId: 'text' }] },
    { code: 'const a = <button aria-label="Close">×</button>', errors: [{ messageId: 'attribute' }] },
    { code: 'const a = <input placeholder={"Search cities"} />', errors: [{ messageId: 'attribute' }] },
    { code: 'const a = <p>Читать дальше</p>', errors: [{ messageId: 'text' }] },
  ],
})
