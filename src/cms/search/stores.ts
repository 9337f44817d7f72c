import type { Payload, PayloadRequest } from 'payload'
import type { SearchDatabase, SearchStore } from './search-store'
import { postgresSearchStore } from './store-postgres'
import { sqliteSearchStore } from './store-sqlite'

interface DrizzleAdapter {
  name: string
  drizzle: SearchDatabase
  sessions?: Record<string, { db: SearchDatabase } | undefined>
}

const adapterOf = (payload: Payload) => payload.db as unknown as DrizzleAdapter

export function searchStore(payload: Payload): SearchStore {
  return adapterOf(payload).name === 'postgres' ? postgresSearchStore : sqliteSearchStore
}

/** The request's open transaction when it has one, so the index commits or rolls back with the document. */
export async function searchDatabase(
  payload: Payload,
  req?: PayloadRequest,
): Promise<SearchDatabase> {
  const adapter = adapterOf(payload)
  const id = req?.transactionID ? await req.transactionID : undefined
  return (id !== undefined && adapter.sessions?.[String(id)]?.db) || adapter.drizzle
}
