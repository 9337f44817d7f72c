import type { CollectionConfig } from 'payload'
import { clampPublicReads } from './clamp-reads'

/** Every collection, whatever factory made it, gets the public API's caps. */
export function withPublicApiLimits(collection: CollectionConfig): CollectionConfig {
  return {
    ...collection,
    hooks: {
      ...collection.hooks,
      beforeOperation: [clampPublicReads, ...(collection.hooks?.beforeOperation ?? [])],
    },
  }
}
