import type { Payload } from 'payload'
import { afterAll, beforeAll, describe } from 'vitest'
import { openPayload, type TestPayload } from './payload-instance'
import { postgresMissing, startPostgres } from './postgres'
import { startSqlite } from './sqlite'
import type { TestDatabase } from './test-database'

export type DatabaseKind = 'sqlite' | 'postgres'

export interface DatabaseUnderTest {
  kind: DatabaseKind
  /** The open instance: read it inside hooks and tests, not while the suite is being declared. */
  readonly payload: Payload
}

const DATABASES: Record<
  DatabaseKind,
  { start(): Promise<TestDatabase>; missing(): string | null }
> = {
  sqlite: { start: startSqlite, missing: () => null },
  postgres: { start: startPostgres, missing: postgresMissing },
}

/**
 * Declares the suite once per database, each on a fresh migrated database of its own, one after
 * the other. Where PostgreSQL is not installed its copy is skipped with the reason in its title.
 */
export function describeOnEachDatabase(title: string, body: (db: DatabaseUnderTest) => void): void {
  for (const [kind, database] of Object.entries(DATABASES) as [
    DatabaseKind,
    typeof DATABASES.sqlite,
  ][]) {
    let server: TestDatabase | undefined
    let instance: TestPayload | undefined
    const db: DatabaseUnderTest = {
      kind,
      get payload() {
        if (!instance) throw new Error(`Payload on ${kind} is not open yet`)
        return instance.payload
      },
    }
    const missing = database.missing()
    if (missing) {
      console.warn(`${title} on ${kind} is skipped: ${missing}`)
      describe.skip(`${title} on ${kind} (skipped: ${missing})`, () => body(db))
      continue
    }
    describe(`${title} on ${kind}`, () => {
      beforeAll(async () => {
        server = await database.start()
        instance = await openPayload(server.url)
      })
      afterAll(async () => {
        await instance?.close()
        await server?.stop()
      })
      body(db)
    })
  }
}
