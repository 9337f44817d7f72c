import type { BlogPost } from '@/content/blog-post'

/** schema.org BlogPosting: headline, picture, date and author of a post. */
export function postJsonLd(
  post: BlogPost,
  url: string,
  absolute: (path: string) => string,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    url,
    mainEntityOfPage: url,
    ...(post.image && { image: [absolute(post.image.url)] }),
    ...(post.summary && { description: post.summary }),
    ...(post.publishDisplayDate && { datePublished: post.publishDisplayDate }),
    ...(post.author && { author: { '@type': 'Person', name: post.author.name } }),
  }
}
