import 'server-only'
import { runUncachedQuery } from './client'
import { ReadinessDocument } from './generated/graphql'

/**
 * One small read by the path every page takes, past every cache: it settles once the CMS is open,
 * its GraphQL schema built and the database answering, and throws while content cannot be read.
 */
export async function readContentOnce(): Promise<void> {
  await runUncachedQuery(ReadinessDocument, {})
}
