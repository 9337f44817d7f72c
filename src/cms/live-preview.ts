import type { RootLivePreviewConfig } from 'payload'
import { PREVIEW_COLLECTIONS } from './preview-path'
import { previewHref } from './preview-url'

type LivePreviewUrlFn = Extract<
  NonNullable<RootLivePreviewConfig['url']>,
  (...args: never[]) => unknown
>

/**
 * The frame beside the edit form opens the site's preview route, so it shows the draft in draft
 * mode, where the site's refresher (RefreshRouteOnSave) reloads it after each (auto)save.
 * Relative: the admin resolves it against its own origin, the only one frame-ancestors 'self'
 * lets frame the site.
 */
export const livePreviewUrl: LivePreviewUrlFn = ({ collectionConfig, data, locale }) =>
  previewHref(collectionConfig?.slug, (data as { id?: number | string }).id, locale?.code ?? 'en')

export const livePreview: RootLivePreviewConfig = {
  collections: [...PREVIEW_COLLECTIONS],
  url: livePreviewUrl,
  breakpoints: [
    { name: 'mobile', label: 'Mobile', width: 390, height: 844 },
    { name: 'tablet', label: 'Tablet', width: 768, height: 1024 },
    { name: 'desktop', label: 'Desktop', width: 1366, height: 900 },
  ],
}
