import { describe, expect, it } from 'vitest'
import { entryPreload, preloadEntryImports } from '../../scripts/vite/entry-preload'

const page = '<head>\n    <script type="module" crossorigin src="/assets/index-a1.js"></script>\n</head><body></body>'

describe("the entry's imports in the HTML", () => {
  it('names each static import of the entry in a modulepreload link after its script', () => {
    const html = preloadEntryImports(page, '/assets/index-a1.js', ['/assets/runtime-b2.js', '/assets/preload-helper-c3.js'])
    expect(html).toBe(
      '<head>\n    <script type="module" crossorigin src="/assets/index-a1.js"></script>' +
        '\n    <link rel="modulepreload" crossorigin href="/assets/runtime-b2.js">' +
        '\n    <link rel="modulepreload" crossorigin href="/assets/preload-helper-c3.js">\n</head><body></body>',
    )
  })

  it('leaves a page whose entry imports nothing as it is', () => {
    expect(preloadEntryImports(page, '/assets/index-a1.js', [])).toBe(page)
  })

  it('fails the build when the page does not load the entry once', () => {
    expect(() => preloadEntryImports(page, '/assets/index-zz.js', ['/assets/x.js'])).toThrow(/exactly once/)
    expect(() => preloadEntryImports(page + page, '/assets/index-a1.js', ['/assets/x.js'])).toThrow(/found 2/)
  })

  it("takes the entry and its imports from the build's chunk, under the configured base", () => {
    const plugin = entryPreload()
    const configResolved = plugin.configResolved as (config: { base: string }) => void
    configResolved({ base: '/app/' })
    const transform = plugin.transformIndexHtml as { handler: (html: string, context: object) => string }
    const html = transform.handler(page.replace('/assets/index-a1.js', '/app/assets/index-a1.js'), {
      chunk: { fileName: 'assets/index-a1.js', imports: ['assets/runtime-b2.js'] },
    })
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/app/assets/runtime-b2.js">')
  })
})
