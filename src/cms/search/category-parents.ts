import type { Payload, PayloadRequest } from 'payload'

type Doc = Record<string, unknown>

/**
 * A document read at depth 1 names its categories' parents by id; listings filter a subcategory's
 * products under the parent too, so the parents are read (published, every locale) in one query.
 */
export async function withCategoryParents(
  payload: Payload,
  doc: Doc,
  req?: PayloadRequest,
): Promise<Doc> {
  if (!Array.isArray(doc.categories)) return doc
  const categories = doc.categories.filter(
    (item): item is Doc => !!item && typeof item === 'object',
  )
  const ids = [...new Set(categories.map((item) => item.parent))].filter(
    (id): id is number | string => typeof id === 'number' || typeof id === 'string',
  )
  if (ids.length === 0) return doc
  const { docs } = await payload.find({
    collection: 'product-categories',
    where: { id: { in: ids } },
    locale: 'all',
    depth: 0,
    draft: false,
    limit: ids.length,
    pagination: false,
    overrideAccess: true,
    req,
  })
  const byId = new Map(docs.map((parent) => [parent.id, parent]))
  return {
    ...doc,
    categories: categories.map((item) => ({
      ...item,
      parent: byId.get(item.parent as number) ?? item.parent,
    })),
  }
}
