import './lib/use-pinned-node.mjs'
import path from 'node:path'
import { ensureBuild } from './lib/build.mjs'
import { prepareDatabase } from './lib/database.mjs'
import { ensureDependencies } from './lib/install.mjs'
import { run } from './lib/run.mjs'
import { loadSecrets } from './lib/secrets.mjs'

const root = path.resolve(import.meta.dirname, '..')
const operatorSaysProduction = process.env.NODE_ENV === 'production'

await ensureDependencies(root)
const port = process.env.PORT ?? '3000'
const env = {
  SITE_URL: `http://localhost:${port}`,
  ...process.env,
  ...loadSecrets(path.join(root, 'data')),
  // Demo accounts need an explicit yes when the operator runs in production mode.
  SEED_DEMO_ACCOUNTS: process.env.SEED_DEMO_ACCOUNTS ?? (operatorSaysProduction ? 'false' : 'true'),
}
await prepareDatabase(root, env)
await ensureBuild(root, env)
console.log(`› serving http://localhost:${port} (CMS at /admin)`)
await run(process.execPath, [path.join(root, 'server', 'index.mjs')], {
  cwd: root,
  env: { ...env, PORT: port, NODE_ENV: 'production' },
})
