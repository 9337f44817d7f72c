import type { Locale } from '../../routing/locales'
import { brandLogoAlt } from './data/alt-text'
import { BRANDS } from './data/brands'
import { CATEGORIES } from './data/categories'
import { PRODUCTS } from './data/products'
import { ALLERGEN_NAMES, NUTRITION_TITLE_JA, PREPARATION_METHOD_NAMES } from './data/terms'
import type { SeedProduct } from './data/types'
import { createLocalized, daysAgo, type SeedContext, tagsOf } from './context'
import { BRAND_ICONS } from './artwork/brand-icons'
import { productIcons } from './artwork/product-icons'
import { uploadImage } from './images'
import { anzPanel, japanPanel, koreaPanel, usPanel } from './nutrition'
import { seedTaxonomies, type TaxonomyIds, taxonomyLinks } from './taxonomies'

export interface CatalogueIds {
  brands: Map<string, number>
  categories: Map<string, number>
  products: Map<string, number>
}

async function seedBrands(ctx: SeedContext): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  for (const brand of BRANDS) {
    const logo = await uploadImage(ctx, {
      name: `brand-${brand.slug}`,
      alt: brandLogoAlt(brand.name),
      width: 480,
      height: 240,
      colour: brand.colour,
      art: { layout: 'mark', icons: [BRAND_ICONS[brand.slug] ?? 'potato'] },
    })
    const id = await createLocalized(
      ctx,
      'brands',
      {
        name: brand.name,
        slug: brand.slug,
        brandPrimaryId: brand.slug,
        logoFullColour: logo,
        logoInPageNavigation: logo,
        regionTags: tagsOf('all'),
      },
      (locale) => ({ tagline: brand.tagline[locale], description: brand.description[locale] }),
    )
    ids.set(brand.slug, id)
  }
  return ids
}

async function seedCategories(ctx: SeedContext): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  const ordered = [...CATEGORIES].sort(
    (a, b) => Number(Boolean(a.parent)) - Number(Boolean(b.parent)),
  )
  for (const category of ordered) {
    const parent = category.parent ? ids.get(category.parent) : undefined
    const id = await createLocalized(
      ctx,
      'product-categories',
      { slug: category.slug, parent: parent ?? null, regionTags: tagsOf('all') },
      (locale) => ({ name: category.name[locale], description: category.description[locale] }),
    )
    ids.set(category.slug, id)
  }
  return ids
}

function containsText(product: SeedProduct, locale: Locale): string {
  return product.contains.map((allergen) => ALLERGEN_NAMES[allergen][locale]).join(', ')
}

function localizedProduct(product: SeedProduct, locale: Locale) {
  const ingredients = product.ingredients[locale]
  return {
    marketingName: product.marketingName[locale],
    generalDescription: product.generalDescription[locale],
    benefits: product.benefits[locale],
    ingredients,
    contains: containsText(product, locale),
    badge: product.badge
      ? { internalTitle: product.badge.en, text: product.badge[locale] }
      : undefined,
    preparationDescription: product.preparation.description[locale],
    preparationInstructions: product.preparation.instructions.map((step) => ({
      methodName: PREPARATION_METHOD_NAMES[step.method][locale],
      description: step.temperatureF
        ? `${step.temperatureF}°F · ${step.minutes} min`
        : `${step.minutes} min`,
      bullets: step.steps.map((text) => ({ text: text[locale] })),
    })),
    // A group is written whole: the numbers are repeated so a locale's update does not clear them.
    nutritionUs: {
      ...usPanel(product.nutrition, ingredients),
      householdServingSize: product.nutrition.householdServingSize[locale],
    },
    nutritionJapan: japanPanel(product.nutrition, NUTRITION_TITLE_JA, product.ingredients['ja-JP']),
  }
}

async function seedProduct(
  ctx: SeedContext,
  product: SeedProduct,
  ids: Omit<CatalogueIds, 'products'>,
  taxonomies: TaxonomyIds,
) {
  const brandColour = BRANDS.find((brand) => brand.slug === product.brand)?.colour ?? '#1d6b45'
  const image = await uploadImage(ctx, {
    name: `product-${product.sku.toLowerCase()}`,
    alt: product.marketingName,
    width: 800,
    height: 800,
    colour: brandColour,
    art: { layout: 'product', icons: productIcons(product) },
  })
  const first = product.preparation.instructions[0]
  return createLocalized(
    ctx,
    'products',
    {
      sku: product.sku,
      slug: product.slug,
      regionTags: tagsOf(product.regions),
      brand: ids.brands.get(product.brand),
      subBrand: product.subBrand ? ids.brands.get(product.subBrand) : undefined,
      categories: product.categories.flatMap((slug) => ids.categories.get(slug) ?? []),
      ...taxonomyLinks(product, taxonomies),
      getASample: product.getASample,
      findADistributor: product.findADistributor,
      showK12Sheet: product.showK12Sheet,
      publishedDate: daysAgo(product.publishedDaysAgo),
      cutSize: product.cutSize,
      packSize: product.packSize,
      diameter: product.diameter,
      casePackDescription: product.casePackDescription,
      productImages: [image],
      grossWeight: `${product.grossWeightLb} lb`,
      netWeight: `${product.netWeightLb} lb`,
      manufactureCountry: product.manufactureCountry,
      k12Flag: product.showK12Sheet,
      dietaryFlags: Object.fromEntries(product.dietaryFlags.map((flag) => [flag, true])),
      k12: product.k12 ?? {},
      length: product.dimensionsIn.length,
      width: product.dimensionsIn.width,
      height: product.dimensionsIn.height,
      caseCube: product.caseCube,
      tixHi: product.tixHi,
      shelfLife: product.shelfLifeDays,
      storageTempLow: product.storageTempLowF,
      storageTempHigh: product.storageTempHighF,
      storageTempUoM: 'F',
      packagingCategory: product.packagingCategory,
      preparationTime: first ? `${first.minutes} min` : undefined,
      preparationTemperature: first?.temperatureF ? `${first.temperatureF}°F` : undefined,
      nutritionUs: usPanel(product.nutrition, product.ingredients.en),
      nutritionAnz: anzPanel(product.nutrition),
      nutritionJapan: japanPanel(
        product.nutrition,
        NUTRITION_TITLE_JA,
        product.ingredients['ja-JP'],
      ),
      nutritionKorea: koreaPanel(product.nutrition),
      pageMetadata: { description: product.generalDescription.en },
    },
    (locale) => localizedProduct(product, locale),
  )
}

export async function seedCatalogue(ctx: SeedContext): Promise<CatalogueIds> {
  const taxonomies = await seedTaxonomies(ctx)
  const brands = await seedBrands(ctx)
  const categories = await seedCategories(ctx)
  ctx.log(`catalogue: ${brands.size} brands, ${categories.size} categories`)
  const products = new Map<string, number>()
  for (const product of PRODUCTS) {
    products.set(product.sku, await seedProduct(ctx, product, { brands, categories }, taxonomies))
  }
  ctx.log(`catalogue: ${products.size} products`)
  return { brands, categories, products }
}
