// Every word a person reads comes from the catalogs (src/locales): this rule fails on words written
// straight into JSX, as text or in the attributes a person reads or hears (aria-label, title, alt,
// placeholder, label, ...). Symbols, digits and punctuation alone are fine ('·', '→', '°', '2×').
// Brand names and other words that are the same in every language go through a constant or the
// catalog, so that a reviewer sees each one once.

/** Attributes whose text a person reads or a screen reader speaks. */
const SPOKEN = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'aria-placeholder',
  'title',
  'alt',
  'placeholder',
  'label',
  'description',
  'error',
  'tooltip',
  'message',
])

const WORD = /\p{L}{2,}/u

function hasWords(text) {
  return typeof text === 'string' && WORD.test(text)
}

/** @type {import('eslint').Rule.RuleModule} */
const noLiteralUiText = {
  meta: {
    type: 'problem',
    docs: { description: 'User-visible text comes from the catalogs (docs/architecture.md, "From an upstream to a screen")' },
    schema: [],
    messages: {
      text: 'Text a person reads belongs in the catalogs (src/locales): use t(…) for "{{text}}".',
      attribute: 'The {{name}} a person reads or hears belongs in the catalogs (src/locales): use t(…) for "{{text}}".',
    },
  },
  create(context) {
    const short = (text) => text.trim().replace(/\s+/g, ' ').slice(0, 40)
    return {
      JSXText(node) {
        if (hasWords(node.value)) context.report({ node, messageId: 'text', data: { text: short(node.value) } })
      },
      JSXExpressionContainer(node) {
        const inner = node.expression
        const isChild = node.parent?.type === 'JSXElement' || node.parent?.type === 'JSXFragment'
        if (!isChild) return
        const text = inner.type === 'Literal' ? inner.value : inner.type === 'TemplateLiteral' && inner.expressions.length === 0 ? inner.quasis[0]?.value.cooked : null
        if (hasWords(text)) context.report({ node, messageId: 'text', data: { text: short(text) } })
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : null
        if (!name || !SPOKEN.has(name) || !node.value) return
        const value = node.value.type === 'Literal' ? node.value.value : node.value.type === 'JSXExpressionContainer' && node.value.expression.type === 'Literal' ? node.value.expression.value : null
        if (hasWords(value)) context.report({ node, messageId: 'attribute', data: { name, text: short(String(value)) } })
      },
    }
  },
}

export const uiTextPlugin = { rules: { 'no-literal-ui-text': noLiteralUiText } }
