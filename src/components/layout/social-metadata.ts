import type { Metadata } from 'next'
import { isSameSitePath } from '@/routing/redirects'

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
