import path from 'node:path'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import type { DatabaseAdapterResult } from 'payload'

const MIGRATION_DIR = path.resolve(import.meta.dirname, 'migrations')

export function isPostgresUrl(url: string): boolean {
  return url.startsWith('postgres://') || url.startsWith('postgresql://')
}

/** SQLite on one machine; PostgreSQL once DATABASE_URL points at one. Schema changes go through migrations. */
export function databaseAdapter(url: string): DatabaseAdapterResult {
  if (isPostgresUrl(url)) {
    return postgresAdapter({ pool: { connectionString: url }, push: false, migrationDir: `${MIGRATION_DIR}/postgres` })
  }
  return sqliteAdapter({
    client: { url },
    push: false,
    migrationDir: `${MIGRATION_DIR}/sqlite`,
  })
}
