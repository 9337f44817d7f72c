import type { CollectionConfig } from 'payload'
import { clampPublicReads } from './clamp-reads'

export function withPublicApiLimits(collection: CollectionConfig): CollectionConfig {
  return {
    ...collection,
    hooks: {
      ...collection.hooks,
      beforeOperation: [clampPublicReads, ...(collection.hooks?.beforeOperation ?? [])],
    },
  }
}
