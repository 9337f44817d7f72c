import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { forwardTagExpiry } from '../../lib/cache-tag-expiry.mjs'
import { collectionTag, regionalTag } from '../../lib/cache-tags'

interface TaggedDoc {
  regionTags?: string[] | null
}

async function revalidate(tags: string[]): Promise<void> {
  if (process.env.PAYLOAD_SKIP_REVALIDATE === '1') return
  try {
    const { revalidateTag } = await import('next/cache')
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
    await forwardTagExpiry(tags)
  } catch {
    // Outside a Next request (CLI scripts) revalidateTag throws; there is nothing cached to drop.
  }
}

function tagsOf(collection: string, ...docs: (TaggedDoc | null | undefined)[]): string[] {
  const regionTags = new Set(docs.flatMap((doc) => doc?.regionTags ?? []))
  return [collectionTag(collection), ...[...regionTags].map((tag) => regionalTag(collection, tag))]
}

export const revalidateAfterChange: CollectionAfterChangeHook = async ({
  doc,
  previousDoc,
  collection,
  context,
}) => {
  if (!context.skipRevalidate) await revalidate(tagsOf(collection.slug, doc, previousDoc))
  return doc
}

export const revalidateAfterDelete: CollectionAfterDeleteHook = async ({
  doc,
  collection,
  context,
}) => {
  if (!context.skipRevalidate) await revalidate(tagsOf(collection.slug, doc))
  return doc
}
