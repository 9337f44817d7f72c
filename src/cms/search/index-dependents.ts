import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  CollectionBeforeDeleteHook,
  CollectionSlug,
  PayloadRequest,
  Where,
} from 'payload'
import { indexDocument } from './index-document'

interface Dependent {
  collection: 'products' | 'recipes'
  field: string
}

/**
 * Documents whose index attributes carry another document's slug, key or name: renaming a brand,
 * category or taxonomy term changes the facet values and labels of everything that names it.
 */
export const INDEX_DEPENDENTS: Record<string, Dependent[]> = {
  brands: [
    { collection: 'products', field: 'brand' },
    { collection: 'recipes', field: 'brands' },
  ],
  'product-categories': [{ collection: 'products', field: 'categories' }],
  'recipe-categories': [{ collection: 'recipes', field: 'categories' }],
  'cut-types': [{ collection: 'products', field: 'cutTypes' }],
  'fry-types': [{ collection: 'products', field: 'fryType' }],
  varieties: [{ collection: 'products', field: 'variety' }],
  'fry-specifications': [{ collection: 'products', field: 'frySpecifications' }],
  seasonings: [{ collection: 'products', field: 'seasonings' }],
  'preparation-methods': [{ collection: 'products', field: 'preparationMethods' }],
  'product-services': [{ collection: 'products', field: 'productServices' }],
}

const BATCH = 100

type Doc = Record<string, unknown>

const idOf = (value: unknown) =>
  value && typeof value === 'object' ? (value as Doc).id : (value ?? null)

/** What the index copies from a related document: a change elsewhere leaves dependents alone. */
function indexedPart(doc: Doc | undefined) {
  return JSON.stringify([doc?.slug, doc?.key, doc?.name, idOf(doc?.parent), doc?._status])
}

/** A category's subcategories lend their products its slug and name too (listed under the parent). */
async function namedIds(req: PayloadRequest, collection: string, id: unknown): Promise<unknown[]> {
  if (collection !== 'product-categories') return [id]
  const children = await req.payload.find({
    collection: 'product-categories',
    where: { parent: { equals: id } },
    depth: 0,
    limit: 1000,
    pagination: false,
    overrideAccess: true,
    req,
  })
  return [id, ...children.docs.map((child) => child.id)]
}

interface DependentDoc {
  collection: string
  id: string | number
}

async function dependentsOf(
  req: PayloadRequest,
  collection: string,
  id: unknown,
): Promise<DependentDoc[]> {
  const ids = await namedIds(req, collection, id)
  const found: DependentDoc[] = []
  for (const { collection: dependent, field } of INDEX_DEPENDENTS[collection] ?? []) {
    const where: Where = { [field]: { in: ids } }
    for (let page = 1; ; page++) {
      const result = await req.payload.find({
        collection: dependent as CollectionSlug,
        where,
        depth: 0,
        limit: BATCH,
        page,
        sort: 'id',
        overrideAccess: true,
        req,
      })
      found.push(...result.docs.map((doc) => ({ collection: dependent, id: doc.id })))
      if (!result.hasNextPage) break
    }
  }
  return found
}

async function reindex(req: PayloadRequest, docs: DependentDoc[]): Promise<void> {
  for (const doc of docs) await indexDocument(req.payload, doc.collection, doc.id, req)
}

// In the same transaction as the change, like the document's own entry. A rename of a term that
// thousands of products name re-reads each of them, so that one save takes seconds.
export const reindexDependentsAfterChange: CollectionAfterChangeHook = async ({
  doc,
  previousDoc,
  collection,
  req,
  context,
}) => {
  if (!context.skipSearchIndex && indexedPart(doc) !== indexedPart(previousDoc))
    await reindex(req, await dependentsOf(req, collection.slug, doc.id))
  return doc
}

const DEPENDENTS_OF_DELETED = 'indexDependentsOfDeleted'

// Found before the deletion: afterwards the relation to the deleted document is already gone.
// Kept on `req.context` as it is after the lookup: a local API call with `req` may replace it.
export const findDependentsBeforeDelete: CollectionBeforeDeleteHook = async ({
  id,
  collection,
  req,
  context,
}) => {
  if (context.skipSearchIndex) return
  const found = await dependentsOf(req, collection.slug, id)
  req.context[DEPENDENTS_OF_DELETED] = found
}

export const reindexDependentsAfterDelete: CollectionAfterDeleteHook = async ({
  doc,
  req,
  context,
}) => {
  const docs = context[DEPENDENTS_OF_DELETED]
  if (Array.isArray(docs)) await reindex(req, docs as DependentDoc[])
  return doc
}
