/**
 * `npm start`: install what is missing, migrate and seed the database, build when the sources
 * changed, then serve the production build on PORT (default 3000).
 */
import path from 'node:path'
import { ensureBuild } from './lib/build.mjs'
import { prepareDatabase } from './lib/database.mjs'
import { ensureDependencies } from './lib/install.mjs'
import { npx } from './lib/run.mjs'
import { loadSecrets } from './lib/secrets.mjs'

const root = path.resolve(import.meta.dirname, '..')
const operatorSaysProduction = process.env.NODE_ENV === 'production'

await ensureDependencies(root)
const env = {
  ...process.env,
  ...loadSecrets(path.join(root, 'data')),
  // Demo accounts need an explicit yes when the operator runs in production mode.
  SEED_DEMO_ACCOUNTS: process.env.SEED_DEMO_ACCOUNTS ?? (operatorSaysProduction ? 'false' : 'true'),
}
await prepareDatabase(root, env)
await ensureBuild(root, env)
const port = process.env.PORT ?? '3000'
console.log(`› serving http://localhost:${port} (CMS at /admin)`)
await npx('next', ['start', '--port', port], { cwd: root, env: { ...env, NODE_ENV: 'production' } })
