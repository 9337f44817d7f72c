import { PRODUCTS } from './data/products'
import { createPlain, daysAgo, type SeedContext, seededRandom, tagsOf } from './context'
import { readTaxonomyIds, taxonomyLinks } from './taxonomies'

export const GENERATED_SKU_PREFIX = 'TFX-'

/** For benchmarks: English variations of the demo products, numbered after those present. Answers whether it added any. */
export async function seedLargeCatalogue(ctx: SeedContext, target: number): Promise<boolean> {
  const existing = await ctx.payload.count({
    collection: 'products',
    where: { sku: { like: GENERATED_SKU_PREFIX } },
    overrideAccess: true,
  })
  const random = seededRandom(42)
  const brands = await ctx.payload.find({
    collection: 'brands',
    limit: 10,
    depth: 0,
    overrideAccess: true,
  })
  const categories = await ctx.payload.find({
    collection: 'product-categories',
    limit: 50,
    depth: 0,
    overrideAccess: true,
  })
  const taxonomies = await readTaxonomyIds(ctx)
  for (let index = existing.totalDocs; index < target; index++) {
    const template = PRODUCTS[index % PRODUCTS.length]
    if (!template) break
    const number = String(index + 1).padStart(6, '0')
    const sku = `${GENERATED_SKU_PREFIX}${number}`
    await createPlain(ctx, 'products', {
      sku,
      slug: `${template.slug}-${number}`,
      marketingName: `${template.marketingName.en} ${number}`,
      generalDescription: template.generalDescription.en,
      benefits: template.benefits.en,
      brand: brands.docs[Math.floor(random() * brands.docs.length)]?.id,
      categories: [categories.docs[Math.floor(random() * categories.docs.length)]?.id].filter(
        Boolean,
      ),
      regionTags: tagsOf(template.regions),
      ...taxonomyLinks(template, taxonomies),
      casePackDescription: template.casePackDescription,
      publishedDate: daysAgo(Math.floor(random() * 700)),
      getASample: true,
      findADistributor: true,
    })
    if ((index + 1) % 500 === 0) ctx.log(`large catalogue: ${index + 1} of ${target}`)
  }
  ctx.log(`large catalogue: ${Math.max(target, existing.totalDocs)} generated products`)
  return target > existing.totalDocs
}
