import { run } from './run.mjs'

/**
 * TypeScript scripts run as `node --import tsx`. On Node 24.11.1 and later tsx loads them through
 * in-thread module hooks; the off-thread hooks of older Node let the event loop drain mid-import,
 * which is why these scripts once exited early (they still exit 75 if that ever happens again).
 */
const runScript = (root, env, script) =>
  run(process.execPath, ['--import', 'tsx', script], { cwd: root, env })

/** Applies migrations, then seeds the demo once (the seed skips itself when content exists). */
export async function prepareDatabase(root, env) {
  await runScript(root, env, 'scripts/migrate.ts')
  await runScript(root, env, 'src/cms/seed/run.ts')
}
