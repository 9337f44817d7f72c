import { lacksAttributes } from '../search/index-writes'
import { reindexSearch } from '../search/reindex'
import { searchDatabase, searchStore } from '../search/stores'
import type { SeedContext } from './context'

/**
 * The seed writes without indexing each document and builds the index once at the end; a database
 * migrated from before the search index (or before its filterable attributes) is built here too.
 */
export async function indexSearchIfNeeded(ctx: SeedContext, seeded: boolean): Promise<void> {
  const { payload } = ctx
  const store = searchStore(payload)
  const db = await searchDatabase(payload)
  const indexed = await store.documents(db)
  if (!seeded && indexed.length > 0 && !(await lacksAttributes(store.runner(db)))) return
  const started = Date.now()
  const { documents, entries } = await reindexSearch(payload)
  ctx.log(
    `search index built: ${documents} documents, ${entries} entries in ${Math.round((Date.now() - started) / 1000)} s`,
  )
}
