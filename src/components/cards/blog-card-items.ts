import type { CardItem } from './card-list'
import type { BlogCard } from '@/content/blog-listings'
import { formatDate } from '@/i18n/format'
import type { Locale } from '@/routing/locales'

export const blogCardItems = (posts: readonly BlogCard[], locale: Locale): CardItem[] =>
  posts.map((post) => ({
    key: post.id,
    title: post.title,
    href: post.href,
    image: post.image,
    eyebrow: formatDate(post.publishDisplayDate, locale),
    text: post.summary,
  }))
