import type { CatalogueIds } from './catalogue'
import type { SeedContext } from './context'
import { productIcons } from './artwork/product-icons'
import { L } from './data/localized'
import { PRODUCTS } from './data/products'
import { uploadImage } from './images'

const WRITE = {
  overrideAccess: true,
  context: { skipRevalidate: true, skipSearchIndex: true },
  depth: 0,
  locale: 'en',
} as const

/** Product-page extras that need other content first: videos and linked posts. */
export const PRODUCT_LINKS = [
  {
    sku: 'TF-10001',
    videos: [
      {
        title: L(
          'Straight cut fries: from field to fryer',
          'Papas fritas de corte recto: del campo a la freidora',
          'Papas fritas de corte recto: del campo a la freidora',
          'Batatas fritas de corte reto: do campo à fritadeira',
          '스트레이트 컷 감자튀김: 밭에서 튀김기까지',
          'ストレートカットポテト：畑からフライヤーまで',
          '直切薯条：从田间到炸炉',
        ),
        videoId: 'aqz-KE-bpKQ',
      },
      {
        title: L(
          'Holding fries crisp for 20 minutes',
          'Cómo mantener las papas fritas crujientes por 20 minutos',
          'Cómo mantener las papas fritas crocantes durante 20 minutos',
          'Como manter as batatas fritas crocantes por 20 minutos',
          '감자튀김을 20분간 바삭하게 유지하는 법',
          'フライドポテトを20分間カリッと保つコツ',
          '让薯条保持 20 分钟酥脆的方法',
        ),
        videoId: 'M7lc1UVf-VE',
      },
    ],
    // More than a page of posts (6) in every region, one of them only the US carries.
    blogs: [
      'how-long-can-fries-hold',
      'k-12-lunch-line-trends',
      'plant-forward-menu-moves-2026',
      'regenerative-potato-farming',
      'air-fryers-commercial-kitchens',
      'introducing-terrafield-plus',
      'fully-recyclable-cases',
      'simple-ways-to-save-prep-time',
    ],
    // A file on this site stands in for the DAM: the demo runs without outbound network.
    damImages: 1,
  },
] as const

async function damImageUrls(
  ctx: SeedContext,
  product: (typeof PRODUCTS)[number],
  count: number,
): Promise<string[]> {
  const urls: string[] = []
  for (let index = 0; index < count; index++) {
    const media = await uploadImage(ctx, {
      name: `dam-${product.sku}-${index}`,
      alt: product.marketingName,
      width: 1200,
      height: 900,
      colour: '#8a5a1c',
      art: { layout: 'product', icons: productIcons(product) },
    })
    const doc = await ctx.payload.findByID({ collection: 'media', id: media, depth: 0 })
    if (doc.url) urls.push(doc.url)
  }
  return urls
}

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
        title: video.title.en,
        platform: 'youtube' as const,
        videoId: video.videoId,
        thumbnail,
      })
    }
    const linkedBlogs = link.blogs.flatMap((slug) => posts.get(slug) ?? [])
    const damProductImageUrls = await damImageUrls(ctx, product, link.damImages)
    await ctx.payload.update({
      collection: 'products',
      id,
      data: { videos, linkedBlogs, damProductImageUrls, _status: 'published' },
      ...WRITE,
    })
  }
  ctx.log(`product links: ${PRODUCT_LINKS.length} products with videos and posts`)
}
