import type { Locale } from '../../routing/locales'
import type { Region } from '../../routing/regions'
import { BLOGS } from './data/blogs'
import { BRANDS } from './data/brands'
import { HOME } from './data/home'
import { PRODUCTS } from './data/products'
import { RECIPES } from './data/recipes'
import type { Localized } from './data/types'
import { createLocalized, type SeedContext, tagsOf } from './context'
import { featuredProducts, featuredRecipes, hasPosts, regionBrands } from './home-picks'

/** A seeded document and the image it was seeded with. */
export interface Illustrated {
  id: number
  image: number
}

export interface HomeTargets {
  pages: ReadonlyMap<string, number>
  /** By sku, slug and slug: each with its own seeded image (a brand's full-colour logo). */
  products: ReadonlyMap<string, Illustrated>
  recipes: ReadonlyMap<string, Illustrated>
  brands: ReadonlyMap<string, Illustrated>
  marquee: number
  icons: { samples: number; distributor: number; catalogue: number }
}

type Block = { blockType: string } & Record<string, unknown>

const ref = (relationTo: string, value: number) => ({ reference: { relationTo, value } })

function pageRef(targets: HomeTargets, path: string) {
  const id = targets.pages.get(path)
  if (id === undefined) throw new Error(`home: no page at ${path}`)
  return ref('pages', id)
}

function pageCta(targets: HomeTargets, text: string, path: string, style = 'primary') {
  return { text, style, typeOfCta: 'reference', ...pageRef(targets, path) }
}

/** Entries of `keys` that were seeded with an image, in order. */
function seeded<T>(items: readonly T[], key: (item: T) => string, map: HomeTargets['products']) {
  return items.flatMap((item) => {
    const entry = map.get(key(item))
    return entry ? [{ item, entry }] : []
  })
}

/** A section whose region has nothing to show is left out, never an empty grid. */
export function homeSections(region: Region, targets: HomeTargets, locale: Locale): Block[] {
  const t = (copy: Localized) => copy[locale]
  const products = seeded(featuredProducts(region.id, PRODUCTS), (p) => p.sku, targets.products)
  const recipes = seeded(featuredRecipes(region.id, RECIPES), (r) => r.slug, targets.recipes)
  const brands = seeded(regionBrands(region.id, BRANDS, PRODUCTS), (b) => b.slug, targets.brands)
  const blocks: (Block | null)[] = [
    products.length === 0
      ? null
      : {
          blockType: 'photoCardGrid',
          anchorId: 'featured-products',
          heading: t(HOME.products.heading),
          intro: t(HOME.products.intro),
          cards: products.map(({ item, entry }) => ({
            photo: entry.image,
            title: t(item.marketingName),
            text: t(item.benefits),
            link: { title: t(HOME.products.cardLink), ...ref('products', entry.id) },
          })),
          callsToAction: [pageCta(targets, t(HOME.products.cta), 'products')],
        },
    recipes.length === 0
      ? null
      : {
          blockType: 'hoverGrid',
          anchorId: 'recipes',
          heading: t(HOME.recipes.heading),
          intro: t(HOME.recipes.intro),
          cards: recipes.map(({ item, entry }) => ({
            image: entry.image,
            title: t(item.name),
            hoverText: t(item.description),
            link: ref('recipes', entry.id),
          })),
          callsToAction: [pageCta(targets, t(HOME.recipes.cta), 'recipes', 'outline')],
        },
    brands.length === 0
      ? null
      : {
          blockType: 'flexGrid',
          anchorId: 'brands',
          heading: t(HOME.brands.heading),
          intro: t(HOME.brands.intro),
          columns: 'four',
          mostRecent: false,
          cards: brands.map(({ item, entry }) => ({
            image: entry.image,
            title: item.name,
            text: t(item.tagline),
            link: { title: t(HOME.brands.cardLink), ...ref('brands', entry.id) },
          })),
        },
    hasPosts(region.id, BLOGS)
      ? {
          blockType: 'flexGrid',
          anchorId: 'latest-news',
          heading: t(HOME.news.heading),
          intro: t(HOME.news.intro),
          columns: 'three',
          mostRecent: true,
          amount: 3,
        }
      : null,
    {
      blockType: 'threeFeatureBanner',
      anchorId: 'get-started',
      heading: t(HOME.getStarted.heading),
      text: t(HOME.getStarted.text),
      features: [
        {
          image: targets.icons.samples,
          title: t(HOME.getStarted.samples.title),
          text: t(HOME.getStarted.samples.text),
          link: { siteRoute: 'sampleBag' },
        },
        {
          image: targets.icons.distributor,
          title: t(HOME.getStarted.distributor.title),
          text: t(HOME.getStarted.distributor.text),
          link: pageRef(targets, 'find-a-distributor'),
        },
        {
          image: targets.icons.catalogue,
          title: t(HOME.getStarted.catalogue.title),
          text: t(HOME.getStarted.catalogue.text),
          link: { siteRoute: 'productIndex' },
        },
      ],
    },
  ]
  return blocks.filter((block): block is Block => block !== null)
}

/** The region's home: the hero over the marquee pattern, then the sections above. */
export function seedHome(ctx: SeedContext, region: Region, targets: HomeTargets): Promise<number> {
  return createLocalized(
    ctx,
    'pages',
    {
      internalTitle: `Home — ${region.displayRegion}`,
      slug: `home-${region.id}`,
      regionTags: tagsOf([region.id]),
      showBreadcrumbs: false,
      headerMarqueeStyle: {
        size: 'large',
        copyPlacement: 'center',
        copyAlignment: 'center',
        fontColor: 'light',
        addOverlay: true,
        backgroundImage: targets.marquee,
      },
    },
    (locale) => ({
      title: HOME.metaTitle[locale],
      headerMarquee: [
        {
          blockType: 'sectionHeader',
          h1: true,
          title: region.displayRegion,
          heading: HOME.marqueeHeading[locale],
          subHeading: HOME.marqueeSubheading[locale],
          callsToAction: [pageCta(targets, HOME.marqueeCta[locale], 'products')],
        },
      ],
      components: homeSections(region, targets, locale),
      pageMetadata: { title: HOME.metaTitle[locale], description: HOME.metaDescription[locale] },
    }),
    region.locales,
  )
}
