import type { Payload } from 'payload'

interface LibsqlClient {
  execute(sql: string): Promise<unknown>
}

/** WAL lets page renders read while an editor writes; the setting persists in the database file. */
export async function enableSqliteWal(payload: Payload): Promise<void> {
  const client = (payload.db as unknown as { client?: LibsqlClient }).client
  if (!client) return
  await client.execute('PRAGMA journal_mode=WAL')
  await client.execute('PRAGMA busy_timeout=5000')
}
