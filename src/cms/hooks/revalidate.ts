import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { forwardTagExpiry, processTagExpiry } from '../../lib/cache-tag-expiry.mjs'
import { collectionTag, regionalTag } from '../../lib/cache-tags'

interface TaggedDoc {
  regionTags?: string[] | null
}

async function revalidate(tags: string[]): Promise<void> {
  if (process.env.PAYLOAD_SKIP_REVALIDATE === '1') return
  try {
    const { revalidateTag } = await import('next/cache')
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
  } catch {
    // Outside a Next request revalidateTag throws: a scheduled publish run by the jobs loop in the
    // page process expires the tags in its cache directly (what the cache handler would do); in
    // CLI scripts there is nothing cached and this only fills a map that is thrown away.
    processTagExpiry().expire(tags)
  }
  await forwardTagExpiry(tags)
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
