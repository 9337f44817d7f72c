/**
 * `npm test`: format check, lint, typecheck, unit tests and the database tests (Payload's local API on
 * SQLite and a throwaway PostgreSQL); then a fresh seeded test database, the production build, a
 * server on TEST_PORT, the integration tests (Vitest) and the browser tests (Playwright Test,
 * playwright.config.ts) against it.
 */
import './lib/use-pinned-node.mjs'
import fs from 'node:fs'
import path from 'node:path'
import { ensureBuild } from './lib/build.mjs'
import { prepareDatabase } from './lib/database.mjs'
import { ensureDependencies } from './lib/install.mjs'
import { npx, run } from './lib/run.mjs'
import { startServer } from './lib/server.mjs'
import { testSiteEnv } from './lib/test-env.mjs'

const root = path.resolve(import.meta.dirname, '..')
const tmp = path.join(root, 'tests', '.tmp')
const port = process.env.TEST_PORT ?? '3105'

await ensureDependencies(root)
await run('npm', ['run', '--silent', 'format:check'], { cwd: root })
await run('npm', ['run', '--silent', 'lint'], { cwd: root })
await run('npm', ['run', '--silent', 'typecheck'], { cwd: root })
await npx('vitest', ['run', '--project', 'unit'], { cwd: root })
await npx('vitest', ['run', '--project', 'db'], { cwd: root })

fs.rmSync(tmp, { recursive: true, force: true })
fs.mkdirSync(tmp, { recursive: true })
const env = testSiteEnv(root, port)
await prepareDatabase(root, env)
await ensureBuild(root, env)

const server = await startServer(root, { ...env, PORT: port })
try {
  const testEnv = { ...env, TEST_BASE_URL: `http://127.0.0.1:${port}` }
  await npx('vitest', ['run', '--project', 'int'], { cwd: root, env: testEnv })
  // Starts and restarts an instance of its own on a copy of the test database.
  await npx('vitest', ['run', '--project', 'reliability'], { cwd: root, env: testEnv })
  await npx('playwright', ['test'], { cwd: root, env: testEnv })
} finally {
  await server.stop()
}
