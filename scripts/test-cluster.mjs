/**
 * `npm run test:cluster`: the production shape on this machine (docs/deploy.md). Debian's
 * PostgreSQL, Redis and nginx plus an S3-compatible server from npm, two instances of the
 * production build behind nginx; then the tests in tests/cluster. Builds first when `npm test`
 * has not (the build reads the seeded SQLite test database, as in `npm test`).
 */
import './lib/use-pinned-node.mjs'
import fs from 'node:fs'
import path from 'node:path'
import { ensureBuild } from './lib/build.mjs'
import { prepareDatabase } from './lib/database.mjs'
import { ensureDependencies } from './lib/install.mjs'
import { npx } from './lib/run.mjs'
import { testSiteEnv } from './lib/test-env.mjs'
import { timed } from './lib/timed.mjs'

const root = path.resolve(import.meta.dirname, '..')
const env = testSiteEnv(root, process.env.TEST_PORT ?? '3105')

await ensureDependencies(root)
fs.mkdirSync(path.join(root, 'tests', '.tmp'), { recursive: true })
await prepareDatabase(root, env)
await ensureBuild(root, env)
await timed('cluster tests', () =>
  npx('vitest', ['run', '--project', 'cluster', ...process.argv.slice(2)], { cwd: root }),
)
