import { describe, expect, it } from 'vitest'
import { allowedAtStart, importChain, moduleName } from '../../scripts/vite/start-budget'

describe("the start path's list (scripts/vite/start-budget.ts)", () => {
  it('names modules by their path under src/ or their package', () => {
    expect(moduleName('/repo/src/shell/Header.tsx', '/repo')).toBe('src/shell/Header.tsx')
    expect(moduleName('/repo/src/routes/_home.news.tsx?tsr-split=component', '/repo')).toBe('src/routes/_home.news.tsx')
    expect(moduleName('/repo/node_modules/react-dom/cjs/react-dom.production.js', '/repo')).toBe('react-dom/cjs/react-dom.production.js')
    expect(moduleName('\0rolldown/runtime.js', '/repo')).toBe('rolldown/runtime.js')
  })

  it('lets the shell, the router and the framework start, and nothing a screen or an overlay needs', () => {
    for (const name of ['src/main.tsx', 'src/shell/Header.tsx', 'src/routes/_home.news.tsx', 'src/i18n/catalogs.ts', 'react/index.js', '@mantine/core/esm/core/Box/Box.mjs', '@tabler/icons-react/dist/esm/icons/IconNews.mjs']) {
      expect(allowedAtStart(name), name).toBe(true)
    }
    for (const name of [
      'src/features/news/ArticleReader.tsx',
      'src/screens/destinations/CompareView.tsx',
      'src/shell/SettingsDialog.tsx',
      'dompurify/dist/purify.es.mjs',
      '@mantine/core/esm/components/Modal/Modal.mjs',
      '@mantine/notifications/esm/Notifications.mjs',
    ]) {
      expect(allowedAtStart(name), name).toBe(false)
    }
  })

  it('tells which imports brought a module into the start', () => {
    const graph: Record<string, { importers: string[]; isEntry: boolean }> = {
      '/index.html': { importers: [], isEntry: true },
      '/src/main.tsx': { importers: ['/index.html'], isEntry: false },
      // main.tsx imports App dynamically: nothing imports it statically.
      '/src/app/App.tsx': { importers: [], isEntry: false },
      '/src/shell/Header.tsx': { importers: ['/src/app/App.tsx'], isEntry: false },
      '/src/features/news/ArticleBody.tsx': { importers: [], isEntry: false },
      '/dompurify.js': { importers: ['/src/features/news/ArticleBody.tsx', '/src/shell/Header.tsx'], isEntry: false },
    }
    const start = new Set(['/index.html', '/src/main.tsx', '/src/app/App.tsx', '/src/shell/Header.tsx', '/dompurify.js'])
    const chain = importChain('/dompurify.js', { getModuleInfo: (id) => graph[id] ?? null }, (id) => start.has(id))
    expect(chain).toEqual(['/src/app/App.tsx', '/src/shell/Header.tsx', '/dompurify.js'])
  })
})
