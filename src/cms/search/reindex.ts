import type { CollectionSlug, Payload } from 'payload'
import { withCategoryParents } from './category-parents'
import { entriesOfDocument } from './entries-of-document'
import { SEARCHABLE_COLLECTIONS } from './searchable-collections'
import { searchStore } from './stores'

const BATCH = 50
const key = (collection: string, docId: string) => `${collection}/${docId}`

export interface ReindexSummary {
  documents: number
  entries: number
}

/**
 * Rebuilds the whole index from the CMS, one batch per transaction, so search keeps answering while
 * it runs; entries of documents that no longer exist go at the end.
 */
export async function reindexSearch(payload: Payload): Promise<ReindexSummary> {
  const store = searchStore(payload)
  const adapter = payload.db as unknown as {
    drizzle: { transaction<T>(run: (tx: unknown) => Promise<T>): Promise<T> }
  }
  const summary: ReindexSummary = { documents: 0, entries: 0 }
  const seen = new Set<string>()
  for (const collection of Object.keys(SEARCHABLE_COLLECTIONS)) {
    for (let page = 1; ; page++) {
      const result = await payload.find({
        collection: collection as CollectionSlug,
        locale: 'all',
        depth: 1,
        draft: false,
        overrideAccess: true,
        limit: BATCH,
        page,
        sort: 'id',
      })
      const docs = result.docs as unknown as Record<string, unknown>[]
      const complete =
        collection === 'products'
          ? await Promise.all(docs.map((doc) => withCategoryParents(payload, doc)))
          : docs
      await adapter.drizzle.transaction(async (tx) => {
        for (const doc of complete) {
          const entries = entriesOfDocument(collection, doc)
          await store.replaceDocument(tx, collection, String(doc.id), entries)
          seen.add(key(collection, String(doc.id)))
          summary.documents++
          summary.entries += entries.length
        }
      })
      if (!result.hasNextPage) break
    }
  }
  for (const { collection, docId } of await store.documents(adapter.drizzle)) {
    if (!seen.has(key(collection, docId)))
      await store.replaceDocument(adapter.drizzle, collection, docId, [])
  }
  return summary
}
