import type { CollectionSlug, Payload, PayloadRequest } from 'payload'
import { withCategoryParents } from './category-parents'
import { entriesOfDocument } from './entries-of-document'
import { searchDatabase, searchStore } from './stores'

/** Re-reads a document's published version in every locale and puts what anyone may find in the index. */
export async function indexDocument(
  payload: Payload,
  collection: string,
  id: string | number,
  req?: PayloadRequest,
): Promise<void> {
  const doc = await payload.findByID({
    collection: collection as CollectionSlug,
    id,
    locale: 'all',
    depth: 1,
    draft: false,
    overrideAccess: true,
    disableErrors: true,
    req,
  })
  const entries = doc
    ? entriesOfDocument(
        collection,
        collection === 'products'
          ? await withCategoryParents(payload, doc as unknown as Record<string, unknown>, req)
          : (doc as unknown as Record<string, unknown>),
      )
    : []
  await searchStore(payload).replaceDocument(
    await searchDatabase(payload, req),
    collection,
    String(id),
    entries,
  )
}

export async function unindexDocument(
  payload: Payload,
  collection: string,
  id: string | number,
  req?: PayloadRequest,
): Promise<void> {
  await searchStore(payload).replaceDocument(
    await searchDatabase(payload, req),
    collection,
    String(id),
    [],
  )
}
