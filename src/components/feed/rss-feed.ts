import { Feed } from 'feed'
import type { ContentScope } from '@/content/scope'
import { getSiteSettings } from '@/content/settings'
import { homePath } from '@/routing/build'

export interface FeedEntry {
  name: string
  href: string
  description?: string | null
  publishedDate?: string | null
  updatedAt?: string | null
  image?: { url: string } | null
}

export interface FeedCopy {
  title: (site: string) => string
  description: (site: string) => string
}

export async function rssFeed(
  scope: ContentScope,
  siteUrl: string,
  entries: readonly FeedEntry[],
  copy: FeedCopy,
): Promise<string> {
  const settings = await getSiteSettings(scope)
  const site = settings?.siteName ?? ''
  const absolute = (path: string) => new URL(path, siteUrl).toString()
  const home = absolute(homePath(scope.regionId, scope.locale))
  const feed = new Feed({
    title: copy.title(site),
    description: copy.description(site),
    id: home,
    link: home,
    language: scope.locale,
    copyright: `© ${new Date().getFullYear()} ${settings?.copyrightCompanyName ?? site}`,
    updated: entries[0]?.publishedDate ? new Date(entries[0].publishedDate) : undefined,
    generator: site,
  })
  for (const entry of entries) {
    const link = absolute(entry.href)
    feed.addItem({
      title: entry.name,
      id: link,
      link,
      description: entry.description ?? undefined,
      date: new Date(entry.publishedDate ?? entry.updatedAt ?? 0),
      image: entry.image ? absolute(entry.image.url) : undefined,
    })
  }
  return feed.rss2()
}
