import type { Metadata } from 'next'
import type { BlogPost } from '@/content/blog-post'
import {
  canonicalPath as resolveCanonical,
  socialMetadata,
  withAlternates,
} from '@/components/layout/social-metadata'

export function blogPostMetadata(post: BlogPost, canonicalPath: string): Metadata {
  const meta = post.metadata
  const canonical = resolveCanonical(meta.canonical, canonicalPath)
  const title = meta.title ?? post.title
  const description = meta.description ?? post.summary ?? undefined
  const image = meta.shareImage ?? post.image
  const metadata: Metadata = {
    title,
    description,
    keywords: meta.keywords ?? undefined,
    alternates: { canonical },
    robots: { index: !meta.noIndex, follow: !meta.noFollow },
    ...socialMetadata({
      title,
      description,
      canonical,
      image,
      article: { publishedTime: post.publishDisplayDate ?? undefined },
    }),
  }
  return withAlternates(metadata, canonicalPath, post.regionIds)
}
