import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { ESLint } from 'eslint'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// The project's own lint (eslint.config.js) on a few modules written for the test: it must reject an
// import cycle, also one closed by a lazy import() or through the '@/' alias, and let a chain pass.
const root = path.resolve(import.meta.dirname, '..', '..')
let dir = ''

beforeAll(async () => {
  // Under src/ (a dot folder, which neither TypeScript nor Vite picks up) so that '@/' reaches it.
  dir = await mkdtemp(path.join(root, 'src', '.cycle-test-'))
  const alias = `@/${path.basename(dir)}`
  const files: Record<string, string> = {
    'static/a.ts': "import { b } from './b'\nexport const a = (): unknown => b\n",
    'static/b.ts': "import { a } from './a'\nexport const b = (): unknown => a\n",
    'lazy/a.ts': "import { b } from './b'\nexport const a = (): unknown => b\n",
    'lazy/b.ts': "export const b = () => import('./c')\n",
    'lazy/c.ts': "import { a } from './a'\nexport const c = (): unknown => a\n",
    'alias/a.ts': `import { b } from '${alias}/alias/b'\nexport const a = (): unknown => b\n`,
    'alias/b.ts': "import { a } from './a'\nexport const b = (): unknown => a\n",
    'chain/a.ts': "import { b } from './b'\nexport const a = (): unknown => b\n",
    'chain/b.ts': "import { c } from './c'\nexport const b = (): unknown => c\n",
    'chain/c.ts': 'export const c = 1\n',
  }
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true })
    await writeFile(path.join(dir, name), text)
  }
})

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true })
})

async function cycleErrors(folder: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: root })
  const results = await eslint.lintFiles([path.join(dir, folder)])
  return results.flatMap((result) =>
    result.messages.filter((message) => message.ruleId === 'import-x/no-cycle').map(() => path.relative(dir, result.filePath)),
  )
}

describe('the lint rejects import cycles', () => {
  it('reports both sides of a cycle of static imports', async () => {
    expect((await cycleErrors('static')).sort()).toEqual(['static/a.ts', 'static/b.ts'])
  })

  it('reports a cycle that a lazy import() closes', async () => {
    expect((await cycleErrors('lazy')).sort()).toEqual(['lazy/a.ts', 'lazy/b.ts', 'lazy/c.ts'])
  })

  it("follows the '@/' alias", async () => {
    expect((await cycleErrors('alias')).sort()).toEqual(['alias/a.ts', 'alias/b.ts'])
  })

  it('lets a chain without a cycle pass', async () => {
    expect(await cycleErrors('chain')).toEqual([])
  })
})
