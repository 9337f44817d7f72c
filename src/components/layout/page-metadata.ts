import type { Metadata } from 'next'
import type { PageView } from '@/content/pages'
import { isSameSitePath } from '@/routing/redirects'

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

/** Editors' page metadata, with the site's own URL as canonical unless they override it. */
export function pageMetadata(page: PageView, canonicalPath: string): Metadata {
  const meta = page.metadata
  const canonical =
    meta?.canonical && isSameSitePath(meta.canonical) ? meta.canonical : canonicalPath
  const title = meta?.title || page.title
  const description = meta?.description || undefined
  const image = meta?.socialShareImage?.url
    ? [
        {
          url: meta.socialShareImage.url,
          width: meta.socialShareImage.width ?? undefined,
          height: meta.socialShareImage.height ?? undefined,
          alt: meta.socialShareImage.alt ?? '',
        },
      ]
    : undefined
  return {
    title,
    description,
    keywords: meta?.keywords || undefined,
    alternates: { canonical },
    robots: { index: !meta?.robotsNoIndex, follow: !meta?.robotsNoFollow },
    openGraph: { title, description, url: canonical, images: image },
    twitter: { card: image ? 'summary_large_image' : 'summary', title, description, images: image },
    other: customMetadata(meta?.customMetadata),
  }
}
