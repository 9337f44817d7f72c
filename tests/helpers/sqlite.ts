import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { TestDatabase } from './test-database'

/** A SQLite file in a fresh temporary directory; stop() removes the directory. */
export async function startSqlite(): Promise<TestDatabase> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'terrafield-sqlite-'))
  return {
    url: `file:${path.join(dir, 'test.db')}`,
    stop: async () => fs.rmSync(dir, { recursive: true, force: true }),
  }
}
