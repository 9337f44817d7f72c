import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { indexDocument, unindexDocument } from './index-document'

// In the publishing transaction: a publish, an unpublish or a deletion is in the index when it
// commits, and not at all when it fails. A draft save leaves the published version's entry as it is.
export const searchIndexAfterChange: CollectionAfterChangeHook = async ({
  doc,
  collection,
  req,
  context,
}) => {
  if (!context.skipSearchIndex) await indexDocument(req.payload, collection.slug, doc.id, req)
  return doc
}

export const searchIndexAfterDelete: CollectionAfterDeleteHook = async ({
  doc,
  collection,
  req,
  context,
}) => {
  if (!context.skipSearchIndex) await unindexDocument(req.payload, collection.slug, doc.id, req)
  return doc
}
