import path from 'node:path'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterObj } from 'payload'
import { isPostgresUrl } from './database-url'

// The bundled server has no import.meta.dirname; migrations are only run from the project root.
const MIGRATION_DIR = path.resolve(/* turbopackIgnore: true */ process.cwd(), 'src/cms/migrations')

export function databaseAdapter(url: string): DatabaseAdapterObj {
  if (isPostgresUrl(url)) {
    return postgresAdapter({
      pool: { connectionString: url },
      push: false,
      migrationDir: `${MIGRATION_DIR}/postgres`,
    })
  }
  return sqliteAdapter({
    client: { url },
    // The page server and its API worker write to one file; a writer waits its turn instead of failing.
    busyTimeout: 5000,
    push: false,
    migrationDir: `${MIGRATION_DIR}/sqlite`,
  })
}
