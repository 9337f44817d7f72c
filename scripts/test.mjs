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
import { timed } from './lib/timed.mjs'

const root = path.resolve(import.meta.dirname, '..')
const tmp = path.join(root, 'tests', '.tmp')
const port = process.env.TEST_PORT ?? '3105'

await timed('install', () => ensureDependencies(root))
// Three single-threaded checks, side by side on the two cores.
await timed('format check, lint and typecheck', () =>
  Promise.all(
    ['format:check', 'lint', 'typecheck'].map((script) =>
      run('npm', ['run', '--silent', script], { cwd: root }),
    ),
  ),
)
await timed('unit tests', () => npx('vitest', ['run', '--project', 'unit'], { cwd: root }))
await timed('database tests', () => npx('vitest', ['run', '--project', 'db'], { cwd: root }))

fs.rmSync(tmp, { recursive: true, force: true })
fs.mkdirSync(tmp, { recursive: true })
const env = testSiteEnv(root, port)
await timed('test database', () => prepareDatabase(root, env))
await timed('build', () => ensureBuild(root, env))

const server = await startServer(root, { ...env, PORT: port })
try {
  const testEnv = { ...env, TEST_BASE_URL: `http://127.0.0.1:${port}` }
  const vitest = (project) =>
    npx('vitest', ['run', '--project', project], { cwd: root, env: testEnv })
  await timed('integration tests', () => vitest('int'))
  // Starts and restarts an instance of its own on a copy of the test database.
  await timed('reliability tests', () => vitest('reliability'))
  await timed('browser tests', () => npx('playwright', ['test'], { cwd: root, env: testEnv }))
} finally {
  await server.stop()
}
