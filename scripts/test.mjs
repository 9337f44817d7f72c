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
const env = {
  ...process.env,
  DATABASE_URL: `file:${path.join(tmp, 'test.db')}`,
  MEDIA_DIR: path.join(tmp, 'media'),
  PAYLOAD_SECRET: 'test-payload-secret-0123456789abcdef',
  PREVIEW_SECRET: 'test-preview-secret-0123456789abcdef',
  SEED_DEMO_ACCOUNTS: 'true',
  SEED_DEMO_PASSWORD: 'test-demo-password',
  SITE_URL: `http://127.0.0.1:${port}`,
  // Emails (partner password resets) also land here, where the tests read their links.
  EMAIL_LOG_FILE: path.join(tmp, 'emails.jsonl'),
  // Small enough that the junk-URL burst test can outgrow the whole cache in a minute.
  CONTENT_CACHE_MAX_BYTES: String(24 * 1024 * 1024),
}
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
