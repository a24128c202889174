import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { execFile } from 'node:child_process'
import { createRequire } from 'node:module'
import { promisify } from 'node:util'
import type { ESLint } from 'eslint'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// The project's own lint (eslint.config.js) on a few modules written for the test: it must reject an
// import cycle, also one closed by a lazy import() or through the '@/' alias, and let a chain pass.
// The modules live in a scratch project in the system's temp folder, never in src/ (where a build, the
// type checker or a whole-tree lint running at the same time would pick them up). It has the project's
// layout (src/) and the project's own path aliases, and ESLint runs there, in a process of its own, with
// the project's config file: the TypeScript resolver reads the tsconfig.json of the folder it starts in.
const root = path.resolve(import.meta.dirname, '..', '..')
const eslintBin = path.join(path.dirname(createRequire(import.meta.url).resolve('eslint/package.json')), 'bin', 'eslint.js')
let dir = ''
let results: ESLint.LintResult[] = []

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'waypoint-cycle-test-'))
  const base = JSON.parse(await readFile(path.join(root, 'tsconfig.base.json'), 'utf8')) as {
    compilerOptions: { paths: Record<string, string[]> }
  }
  const files: Record<string, string> = {
    'tsconfig.json': JSON.stringify({ compilerOptions: { paths: base.compilerOptions.paths }, include: ['src'] }),
    'src/static/a.ts': "import { b } from './b'\nexport const a = (): unknown => b\n",
    'src/static/b.ts': "import { a } from './a'\nexport const b = (): unknown => a\n",
    'src/lazy/a.ts': "import { b } from './b'\nexport const a = (): unknown => b\n",
    'src/lazy/b.ts': "export const b = () => import('./c')\n",
    'src/lazy/c.ts': "import { a } from './a'\nexport const c = (): unknown => a\n",
    'src/alias/a.ts': "import { b } from '@/alias/b'\nexport const a = (): unknown => b\n",
    'src/alias/b.ts': "import { a } from './a'\nexport const b = (): unknown => a\n",
    'src/chain/a.ts': "import { b } from './b'\nexport const a = (): unknown => b\n",
    'src/chain/b.ts': "import { c } from './c'\nexport const b = (): unknown => c\n",
    'src/chain/c.ts': 'export const c = 1\n',
  }
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true })
    await writeFile(path.join(dir, name), text)
  }
  // Exit code 1 means lint errors, which the tests below expect; the report on stdout says which.
  const lint = promisify(execFile)(process.execPath, [eslintBin, '--config', path.join(root, 'eslint.config.js'), '--format', 'json', 'src'], {
    cwd: dir,
  }).catch((error: { code?: number; stdout?: string }) => {
    if (error.code === 1 && error.stdout) return { stdout: error.stdout }
    throw error
  })
  results = JSON.parse((await lint).stdout) as ESLint.LintResult[]
  // ESLint with its TypeScript parser takes a few seconds to start, more on a shared machine.
}, 60_000)

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true })
})

function cycleErrors(folder: string): string[] {
  const inFolder = results.filter((result) => path.relative(path.join(dir, 'src', folder), result.filePath).split(path.sep)[0] !== '..')
  // Linted at all, and parsed: a file ESLint skipped would pass every check below without a word.
  expect(inFolder.length).toBeGreaterThan(0)
  expect(inFolder.flatMap((result) => result.messages.filter((message) => message.fatal))).toEqual([])
  return inFolder.flatMap((result) =>
    result.messages
      .filter((message) => message.ruleId === 'import-x/no-cycle')
      .map(() => path.relative(path.join(dir, 'src'), result.filePath)),
  )
}

describe('the lint rejects import cycles', () => {
  it('reports both sides of a cycle of static imports', () => {
    expect(cycleErrors('static').sort()).toEqual(['static/a.ts', 'static/b.ts'])
  })

  it('reports a cycle that a lazy import() closes', () => {
    expect(cycleErrors('lazy').sort()).toEqual(['lazy/a.ts', 'lazy/b.ts', 'lazy/c.ts'])
  })

  it("follows the '@/' alias", () => {
    expect(cycleErrors('alias').sort()).toEqual(['alias/a.ts', 'alias/b.ts'])
  })

  it('lets a chain without a cycle pass', () => {
    expect(cycleErrors('chain')).toEqual([])
  })
})
