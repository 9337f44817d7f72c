import { run } from './run.mjs'

const EX_TEMPFAIL = 75

/**
 * TypeScript scripts run as `node --import tsx` (the tsx CLI wrapper lost their work in about half
 * of the runs here); they exit 75 if Node drains the event loop before they finish, and are retried.
 */
async function runScript(root, env, script) {
  for (let attempt = 1; ; attempt++) {
    try {
      await run(process.execPath, ['--import', 'tsx', script], { cwd: root, env })
      return
    } catch (error) {
      if (attempt >= 3 || !String(error).endsWith(`exited with ${EX_TEMPFAIL}`)) throw error
      console.log(`› ${script} stopped early, retrying`)
    }
  }
}

/** Applies migrations, then seeds the demo once (the seed skips itself when content exists). */
export async function prepareDatabase(root, env) {
  await runScript(root, env, 'scripts/migrate.ts')
  await runScript(root, env, 'src/cms/seed/run.ts')
}
