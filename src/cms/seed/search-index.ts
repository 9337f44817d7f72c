import { reindexSearch } from '../search/reindex'
import { searchDatabase, searchStore } from '../search/stores'
import type { SeedContext } from './context'

/**
 * The seed writes without indexing each document and builds the index once at the end; a database
 * migrated from before the search index gets its first build here too.
 */
export async function indexSearchIfNeeded(ctx: SeedContext, seeded: boolean): Promise<void> {
  const { payload } = ctx
  const indexed = await searchStore(payload).documents(await searchDatabase(payload))
  if (!seeded && indexed.length > 0) return
  const started = Date.now()
  const { documents, entries } = await reindexSearch(payload)
  ctx.log(
    `search index built: ${documents} documents, ${entries} entries in ${Math.round((Date.now() - started) / 1000)} s`,
  )
}
