import type { Metadata } from 'next'
import type { PageView } from '@/content/pages'
import { editorMetadata } from './social-metadata'

/** Names a custom metadata entry may not take: those Next already writes from other fields. */
const RESERVED_META = new Set(['title', 'description', 'keywords', 'robots', 'viewport', 'charset'])
const META_NAME = /^[A-Za-z][\w:.-]{0,63}$/

function customMetadata(
  entries: readonly { name?: string | null; content?: string | null }[] | null | undefined,
): Record<string, string> {
  const other: Record<string, string> = {}
  for (const entry of entries ?? []) {
    const name = entry.name?.trim()
    if (name && entry.content && META_NAME.test(name) && !RESERVED_META.has(name.toLowerCase()))
      other[name] = entry.content
  }
  return other
}

/** `regionIds`: where the page's alternates are, the page's own regions unless the route says. */
export function pageMetadata(
  page: PageView,
  canonicalPath: string,
  regionIds: readonly string[] = page.regionIds,
): Metadata {
  const meta = page.metadata
  const image = meta?.socialShareImage?.url
    ? { ...meta.socialShareImage, url: meta.socialShareImage.url }
    : null
  return {
    ...editorMetadata(meta, { title: page.title, image, ownPath: canonicalPath, regionIds }),
    other: customMetadata(meta?.customMetadata),
  }
}
