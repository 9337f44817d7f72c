import type { Metadata } from 'next'
import type { BlogPost } from '@/content/blog-post'
import { isSameSitePath } from '@/routing/redirects'

/** Editors' metadata for a post, the post's own URL as canonical unless they override it. */
export function blogPostMetadata(post: BlogPost, canonicalPath: string): Metadata {
  const meta = post.metadata
  const canonical =
    meta.canonical && isSameSitePath(meta.canonical) ? meta.canonical : canonicalPath
  const title = meta.title ?? post.title
  const description = meta.description ?? post.summary ?? undefined
  const picture = meta.shareImage ?? post.image
  const images = picture
    ? [{ url: picture.url, width: picture.width, height: picture.height, alt: picture.alt }]
    : undefined
  return {
    title,
    description,
    keywords: meta.keywords ?? undefined,
    alternates: { canonical },
    robots: { index: !meta.noIndex, follow: !meta.noFollow },
    openGraph: {
      type: 'article',
      title,
      description,
      url: canonical,
      images,
      publishedTime: post.publishDisplayDate ?? undefined,
    },
    twitter: { card: images ? 'summary_large_image' : 'summary', title, description, images },
  }
}
