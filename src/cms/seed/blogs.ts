import { AUTHORS, BLOG_CATEGORIES, BLOGS } from './data/blogs'
import { createLocalized, type SeedContext, tagsOf } from './context'
import { BLOG_ICONS } from './artwork/blog-icons'
import { uploadImage } from './images'
import { paragraphsToRichText } from './lexical'

export async function seedBlogs(ctx: SeedContext): Promise<Map<string, number>> {
  const authors = new Map<string, number>()
  for (const author of AUTHORS) {
    const id = await createLocalized(
      ctx,
      'authors',
      { name: author.name, slug: author.slug },
      (locale) => ({
        role: author.role[locale],
        bio: author.bio[locale],
      }),
    )
    authors.set(author.slug, id)
  }
  const categories = new Map<string, number>()
  for (const category of BLOG_CATEGORIES) {
    const id = await createLocalized(
      ctx,
      'blog-categories',
      { slug: category.slug, regionTags: tagsOf('all') },
      (locale) => ({
        name: category.name[locale],
        description: category.description[locale],
      }),
    )
    categories.set(category.slug, id)
  }
  const posts = new Map<string, number>()
  for (const blog of BLOGS) {
    const featuredImage = await uploadImage(ctx, {
      name: `blog-${blog.slug}`,
      alt: blog.title,
      width: 1200,
      height: 630,
      colour: '#1d6b45',
      art: { layout: 'pattern', icons: BLOG_ICONS[blog.slug] ?? ['potato'] },
    })
    const id = await createLocalized(
      ctx,
      'blogs',
      {
        slug: blog.slug,
        featuredImage,
        publishDisplayDate: new Date(`${blog.publishDisplayDate}T12:00:00Z`).toISOString(),
        categories: blog.categories.flatMap((slug) => categories.get(slug) ?? []),
        author: authors.get(blog.author),
        regionTags: tagsOf(blog.regions),
      },
      (locale) => ({
        title: blog.title[locale],
        summary: blog.summary[locale],
        body: paragraphsToRichText(blog.body[locale]),
      }),
    )
    posts.set(blog.slug, id)
  }
  ctx.log(`blog: ${BLOGS.length} posts, ${authors.size} authors, ${categories.size} categories`)
  return posts
}
