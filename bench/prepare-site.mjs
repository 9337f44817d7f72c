import path from 'node:path'
import { ensureBuild } from '../scripts/lib/build.mjs'
import { prepareDatabase } from '../scripts/lib/database.mjs'
import { ensureDependencies } from '../scripts/lib/install.mjs'
import { loadSecrets } from '../scripts/lib/secrets.mjs'
import { ensureBareNextBuild } from './bare-next-app.mjs'

/** Everything both benches serve, ready: dependencies, the seeded database, the site's and the bare page's builds. Returns the site's environment. */
export async function prepareBenchSites(root, port) {
  await ensureDependencies(root)
  const env = {
    SITE_URL: `http://127.0.0.1:${port}`,
    ...process.env,
    ...loadSecrets(path.join(root, 'data')),
    SEED_DEMO_ACCOUNTS: process.env.SEED_DEMO_ACCOUNTS ?? 'true',
  }
  await prepareDatabase(root, env)
  await ensureBuild(root, env)
  await ensureBareNextBuild()
  return env
}
