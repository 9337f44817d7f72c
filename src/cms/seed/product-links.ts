import type { CatalogueIds } from './catalogue'
import type { SeedContext } from './context'
import { productIcons } from './artwork/product-icons'
import { PRODUCTS } from './data/products'
import { uploadImage } from './images'

const WRITE = {
  overrideAccess: true,
  context: { skipRevalidate: true },
  depth: 0,
  locale: 'en',
} as const

/** Product-page extras that need other content first: videos and linked posts. */
export const PRODUCT_LINKS = [
  {
    sku: 'TF-10001',
    videos: [
      { title: 'Straight cut fries: from field to fryer', videoId: 'aqz-KE-bpKQ' },
      { title: 'Holding fries crisp for 20 minutes', videoId: 'M7lc1UVf-VE' },
    ],
    // One post every region carries and one only the US carries.
    blogs: ['how-long-can-fries-hold', 'k-12-lunch-line-trends'],
  },
] as const

export async function seedProductLinks(
  ctx: SeedContext,
  catalogue: CatalogueIds,
  posts: ReadonlyMap<string, number>,
): Promise<void> {
  for (const link of PRODUCT_LINKS) {
    const id = catalogue.products.get(link.sku)
    const product = PRODUCTS.find((candidate) => candidate.sku === link.sku)
    if (!id || !product) continue
    const videos = []
    for (const [index, video] of link.videos.entries()) {
      const thumbnail = await uploadImage(ctx, {
        name: `video-${link.sku}-${index}`,
        alt: video.title,
        width: 1280,
        height: 720,
        colour: '#24573b',
        art: { layout: 'product', icons: productIcons(product) },
      })
      videos.push({
        title: video.title,
        platform: 'youtube' as const,
        videoId: video.videoId,
        thumbnail,
      })
    }
    const linkedBlogs = link.blogs.flatMap((slug) => posts.get(slug) ?? [])
    await ctx.payload.update({
      collection: 'products',
      id,
      data: { videos, linkedBlogs, _status: 'published' },
      ...WRITE,
    })
  }
  ctx.log(`product links: ${PRODUCT_LINKS.length} products with videos and posts`)
}
