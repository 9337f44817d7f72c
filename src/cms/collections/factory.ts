import type { CollectionConfig } from 'payload'
import { anyone, editorsOnly, publishedOrEditor, siteOrEditor } from '../access'
import { regionTagsField } from '../fields/region-tags'
import { onPublishedChange } from '../hooks/published-change'
import { publishedOnlyForVisitors } from '../hooks/published-only-for-visitors'
import { revalidateAfterChange, revalidateAfterDelete } from '../hooks/revalidate'
import { isPreviewCollection, isSitePageCollection } from '../preview-path'
import { previewUrl } from '../preview-url'
import { searchIndexAfterChange, searchIndexAfterDelete } from '../search/index-hooks'
import {
  findDependentsBeforeDelete,
  INDEX_DEPENDENTS,
  reindexDependentsAfterChange,
  reindexDependentsAfterDelete,
} from '../search/index-dependents'
import { isSearchable } from '../search/searchable-collections'
import { viewOnSiteField } from '../site-link/view-on-site-field'

/**
 * The collections with a page of their own in preview: the admin autosaves their drafts while an
 * editor types (live preview refreshes on each save) and can schedule their publish and unpublish.
 */
const EDITOR_LOOP_DRAFTS = {
  autosave: { interval: 1000 },
  schedulePublish: true,
} as const

interface ContentOptions {
  /** Adds region tags: the document is shown only in the regions it lists. */
  regional?: boolean
  drafts?: boolean
  /** Settings the site reads for itself: hidden from anonymous API callers. */
  internal?: boolean
}

export function contentCollection(
  config: CollectionConfig,
  options: ContentOptions = {},
): CollectionConfig {
  const { regional = true, drafts = true, internal = false } = options
  const read = drafts ? publishedOrEditor : anyone
  const searchable = isSearchable(config.slug)
  const named = Object.hasOwn(INDEX_DEPENDENTS, config.slug)
  const previewable = isPreviewCollection(config.slug)
  return {
    ...config,
    admin: previewable ? { ...config.admin, preview: previewUrl } : config.admin,
    access: {
      read: internal ? siteOrEditor(read) : read,
      create: editorsOnly,
      update: editorsOnly,
      delete: editorsOnly,
      readVersions: editorsOnly,
      ...config.access,
    },
    versions: drafts
      ? { drafts: previewable ? EDITOR_LOOP_DRAFTS : { autosave: false }, maxPerDoc: 20 }
      : false,
    fields: [
      ...(isSitePageCollection(config.slug) ? [viewOnSiteField] : []),
      ...config.fields,
      ...(regional ? [regionTagsField] : []),
    ],
    hooks: {
      ...config.hooks,
      beforeOperation: [publishedOnlyForVisitors, ...(config.hooks?.beforeOperation ?? [])],
      beforeDelete: [
        ...(config.hooks?.beforeDelete ?? []),
        ...(named ? [findDependentsBeforeDelete] : []),
      ],
      // A draft save (autosave makes one a second after the editor stops typing) changes nothing
      // visitors see: no revalidation, no reindexing.
      afterChange: [
        ...(config.hooks?.afterChange ?? []),
        ...(searchable ? [onPublishedChange(searchIndexAfterChange)] : []),
        ...(named ? [onPublishedChange(reindexDependentsAfterChange)] : []),
        onPublishedChange(revalidateAfterChange),
      ],
      afterDelete: [
        ...(config.hooks?.afterDelete ?? []),
        ...(searchable ? [searchIndexAfterDelete] : []),
        ...(named ? [reindexDependentsAfterDelete] : []),
        revalidateAfterDelete,
      ],
    },
  }
}

/** Records the site writes (orders, leads): editors read them, nobody else. */
export function privateCollection(config: CollectionConfig): CollectionConfig {
  return {
    ...config,
    access: {
      read: editorsOnly,
      create: editorsOnly,
      update: editorsOnly,
      delete: editorsOnly,
      ...config.access,
    },
  }
}

export function taxonomyCollection(slug: string, group = 'Product data'): CollectionConfig {
  return contentCollection(
    {
      slug,
      admin: { useAsTitle: 'name', group },
      fields: [
        { name: 'name', type: 'text', required: true, localized: true },
        { name: 'key', type: 'text', required: true, unique: true, index: true },
      ],
    },
    { regional: false, drafts: false },
  )
}
