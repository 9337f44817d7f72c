import { CardList } from '@/components/cards/card-list'
import type { BlogCard } from '@/content/blog-listings'
import type { Locale } from '@/routing/locales'
import { formatDate } from '@/i18n/format'

export function BlogCardList({
  posts,
  locale,
  headingLevel = 2,
  leadsPage = false,
}: {
  posts: readonly BlogCard[]
  locale: Locale
  headingLevel?: 2 | 3
  leadsPage?: boolean
}) {
  const items = posts.map((post) => ({
    key: post.id,
    title: post.title,
    href: post.href,
    image: post.image,
    eyebrow: formatDate(post.publishDisplayDate, locale),
    text: post.summary,
  }))
  return <CardList items={items} headingLevel={headingLevel} leadsPage={leadsPage} />
}
