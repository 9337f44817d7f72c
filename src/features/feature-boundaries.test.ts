import path from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '..', '..')

// The text is linted as if it were this existing file: the import rules read the file system.
async function restrictedImports(filePath: string, code: string) {
  const [result] = await new ESLint({ cwd: root }).lintText(code, {
    filePath: path.join(root, filePath),
  })
  return (result?.messages ?? []).filter(
    (message) => message.ruleId === 'import/no-restricted-paths',
  )
}

describe('feature boundaries (eslint.config.mjs)', () => {
  it('refuses an import from one feature into another', async () => {
    const code =
      "import { COMPARE_LIMIT } from '@/features/compare/lib/storage'\n\nexport const limit = COMPARE_LIMIT\n"
    const messages = await restrictedImports('src/features/favorites/lib/entry.ts', code)
    expect(messages.map((message) => message.message)).toEqual([
      expect.stringContaining('A feature does not import another feature'),
    ])
  }, 60_000)

  it('allows imports inside a feature and from shared layers', async () => {
    const code =
      "import { COMPARE_LIMIT } from '@/features/compare/lib/storage'\nimport { pickAtRandom } from '@/lib/pick-at-random'\n\nexport const both = [COMPARE_LIMIT, pickAtRandom]\n"
    expect(await restrictedImports('src/features/compare/lib/table.ts', code)).toEqual([])
  }, 60_000)
})
