/**
 * `tsx scripts/migrate.ts` applies pending migrations; `tsx scripts/migrate.ts create <name>` writes
 * a new one from the difference between the config and the last migration.
 */
import fs from 'node:fs'
import { isPostgresUrl } from '../src/cms/database-url'
import { loadPayload } from '../src/cms/load-payload'
import { env } from '../src/lib/env'

function ensureSqliteDirectory(url: string): void {
  if (!url.startsWith('file:')) return
  const file = url.slice('file:'.length)
  const dir = file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : '.'
  fs.mkdirSync(dir, { recursive: true })
}

/** Stays unless main() finishes: an early exit is reported (EX_TEMPFAIL) instead of passing silently. */
process.exitCode = 75

async function main(): Promise<void> {
  const [command, name] = process.argv.slice(2)
  process.env.PAYLOAD_MIGRATING = 'true'
  ensureSqliteDirectory(env().DATABASE_URL)
  const payload = await loadPayload()
  if (command === 'create') {
    await payload.db.createMigration({
      migrationName: name ?? 'change',
      payload,
      forceAcceptWarning: true,
    })
  } else {
    const dir = isPostgresUrl(env().DATABASE_URL) ? 'postgres' : 'sqlite'
    const { migrations } = await import(`../src/cms/migrations/${dir}/index.ts`)
    await payload.db.migrate({ migrations })
    console.log(
      `database ready (${migrations.length} ${dir} migrations applied or already present)`,
    )
  }
  await payload.destroy()
  process.exit(0)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
