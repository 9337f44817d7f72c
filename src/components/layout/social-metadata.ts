import type { Metadata, ResolvedMetadata } from 'next'
import { languageAlternates } from '@/routing/alternates'
import { isSameSitePath } from '@/routing/redirects'
import { isIndexable } from './robots'

export interface ShareImage {
  url: string
  width?: number | null
  height?: number | null
  alt?: string | null
}

interface SocialInput {
  title: string
  description?: string
  canonical: string
  image?: ShareImage | null
  article?: { publishedTime?: string }
}

/** An editor's override only when it stays on this site. */
export const canonicalPath = (override: string | null | undefined, ownPath: string): string =>
  override && isSameSitePath(override) ? override : ownPath

export function socialMetadata({
  title,
  description,
  canonical,
  image,
  article,
}: SocialInput): Pick<Metadata, 'openGraph' | 'twitter'> {
  const images = image
    ? [
        {
          url: image.url,
          width: image.width ?? undefined,
          height: image.height ?? undefined,
          alt: image.alt ?? '',
        },
      ]
    : undefined
  return {
    openGraph: article
      ? { type: 'article', title, description, url: canonical, images, ...article }
      : { title, description, url: canonical, images },
    twitter: { card: images ? 'summary_large_image' : 'summary', title, description, images },
  }
}

interface EditorMetadata {
  title?: string | null
  description?: string | null
  keywords?: string | null
  canonical?: string | null
  robotsNoIndex?: boolean | null
  robotsNoFollow?: boolean | null
}

interface OwnFacts {
  title: string
  description?: string
  image?: ShareImage | null
  ownPath: string
  /** The regions the document is published in: its alternates. */
  regionIds: readonly string[]
}

export function editorMetadata(meta: EditorMetadata | null | undefined, own: OwnFacts): Metadata {
  const title = meta?.title || own.title
  const description = meta?.description || own.description
  const canonical = canonicalPath(meta?.canonical, own.ownPath)
  const metadata: Metadata = {
    title,
    description,
    keywords: meta?.keywords || undefined,
    alternates: { canonical },
    robots: { index: !meta?.robotsNoIndex, follow: !meta?.robotsNoFollow },
    ...socialMetadata({ title, description, canonical, image: own.image }),
  }
  return withAlternates(metadata, own.ownPath, own.regionIds)
}

type ResolvedShare = Pick<ResolvedMetadata, 'openGraph' | 'twitter'>

/** Next replaces the layout's `openGraph` wholesale, so a page without its own image takes the layout's. */
export function withShareImageFallback(own: Metadata, parent: ResolvedShare): Metadata {
  const fallback = parent.openGraph?.images
  const ownImages = own.openGraph?.images
  const hasOwn = Array.isArray(ownImages) ? ownImages.length > 0 : Boolean(ownImages)
  if (!own.openGraph || hasOwn || !fallback?.length) return own
  return {
    ...own,
    openGraph: { ...own.openGraph, images: fallback },
    twitter: {
      ...own.twitter,
      card: 'summary_large_image',
      images: parent.twitter?.images?.length ? parent.twitter.images : fallback,
    },
  }
}

/**
 * The page's `hreflang` alternates and Open Graph locales: the same document in every region (of
 * `regionIds`) and language it is published in. Every alternate names the same set, so they agree.
 * A page that is not indexed, or names another as canonical, is not the one to offer elsewhere.
 */
export function withAlternates(
  metadata: Metadata,
  ownPath: string,
  regionIds: readonly string[],
): Metadata {
  const canonical = metadata.alternates?.canonical
  if (!isIndexable(metadata.robots) || (canonical && canonical !== ownPath)) return metadata
  const alternates = languageAlternates(ownPath, regionIds)
  if (!alternates) return metadata
  return {
    ...metadata,
    alternates: { ...metadata.alternates, languages: alternates.languages },
    openGraph: {
      ...metadata.openGraph,
      locale: alternates.ogLocale,
      alternateLocale: alternates.ogAlternateLocales,
    },
  }
}

/** `<link rel="alternate" type="text/markdown">`: the page's markdown copy. */
export const withMarkdownCopy = (metadata: Metadata, markdownPath: string): Metadata => ({
  ...metadata,
  alternates: { ...metadata.alternates, types: { 'text/markdown': markdownPath } },
})
