import type { Metadata } from 'next'
import type { PageView } from '@/content/pages'
import { isSameSitePath } from '@/routing/redirects'

/** Editors' page metadata, with the site's own URL as canonical unless they override it. */
export function pageMetadata(page: PageView, canonicalPath: string): Metadata {
  const meta = page.metadata
  const canonical = meta?.canonical && isSameSitePath(meta.canonical) ? meta.canonical : canonicalPath
  return {
    title: meta?.title || page.title,
    description: meta?.description || undefined,
    keywords: meta?.keywords || undefined,
    alternates: { canonical },
    robots: { index: !meta?.robotsNoIndex, follow: !meta?.robotsNoFollow },
  }
}
