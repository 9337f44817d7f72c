import { regionsTagged } from '@/routing/alternates'
import { collectionTag, tagsFor } from '@/lib/cache-tags'
import { brandPath, recipeCategoryPath, recipePath } from '@/routing/build'
import { runQuery } from './client'
import {
  type Recipe_MarketSegments,
  type Recipe_MealTypes,
  RecipeBySlugDocument,
  type RecipeCardFieldsFragment,
  RecipeCardsBySlugsDocument,
  RecipePageSettingsDocument,
  RecipesFeedDocument,
} from './generated/graphql'
import { type Image, toImage } from './images'
import { type ProductCard, toProductCard } from './products'
import { type ContentScope, scopeVariables } from './scope'
import { isSlug } from './slug'
import { nonBlank } from './text'

export type RecipeMealType = Recipe_MealTypes
export type RecipeMarketSegment = Recipe_MarketSegments

export interface RecipeCard {
  id: number
  slug: string
  name: string
  description: string | null
  image: Image | null
  href: string
  publishedDate: string | null
}

export interface RecipeTaxon {
  id: number
  name: string
  href: string | null
}

export interface RecipeYield {
  servings: number | null
  portionSize: string | null
  measure: string | null
  unit: string | null
  customMeasurement: string | null
}

export interface RecipeDetail extends RecipeCard {
  dishType: string | null
  yield: RecipeYield
  mealTypes: RecipeMealType[]
  marketSegments: RecipeMarketSegment[]
  /** `href` is null when the brand has no page in this region. */
  brands: RecipeTaxon[]
  categories: RecipeTaxon[]
  products: ProductCard[]
  linkIds: { products: number[]; brands: number[]; categories: number[] }
  ingredients: unknown
  prepInstructions: unknown
  metaTitle: string | null
  metaDescription: string | null
  noIndex: boolean
  /** The regions the recipe is published in. */
  regionIds: string[]
}

export interface RecipePageSettings {
  print: {
    description: string | null
    headerImage: Image | null
    logo: Image | null
    logoSubtext: string | null
    marketingText: string | null
  }
  emailSubject: string | null
  emailBody: string | null
  printButtonTitle: string | null
  emailButtonTitle: string | null
  shareButtonTitle: string | null
  yieldTitle: string | null
  associatedProductsTitle: string | null
  instructionsSectionTitle: string | null
}

export const MAX_RECIPE_LOOKUP = 100

/** A recipe page shows its products, brands and images too: any of them changing must refresh it. */
const recipeTags = (regionTag: string) => [
  ...tagsFor('recipes', regionTag),
  ...['products', 'brands', 'recipe-categories', 'media', 'pages', 'blogs'].map(collectionTag),
  // Who may read a recipe is its authentication context's to say: an edit there changes reads.
  collectionTag('authentication-contexts'),
]

const inRegion = (tags: readonly string[] | null | undefined, regionTag: string) =>
  (tags ?? []).some((tag) => tag === regionTag)

export function toRecipeCard(
  doc: RecipeCardFieldsFragment,
  scope: ContentScope,
): RecipeCard | null {
  if (!doc.slug || !doc.name) return null
  return {
    id: doc.id,
    slug: doc.slug,
    name: doc.name,
    description: nonBlank(doc.description),
    image: toImage(doc.image),
    href: recipePath(scope.regionId, scope.locale, doc.slug),
    publishedDate: doc.publishedDate ?? null,
  }
}

export async function getRecipeBySlug(
  scope: ContentScope,
  slug: string,
): Promise<RecipeDetail | null> {
  if (!isSlug(slug)) return null
  const vars = scopeVariables(scope)
  const read = async (gated: boolean) =>
    (
      await runQuery(
        scope,
        RecipeBySlugDocument,
        { ...vars, slug },
        { tags: recipeTags(vars.regionTag), gated },
      )
    ).Recipes?.docs[0]
  // A partner gets the copy everyone shares, unless a context makes the recipe theirs alone.
  const shared = await read(false)
  const doc = !scope.partnerToken || shared?.forEveryone ? shared : await read(true)
  const card = doc ? toRecipeCard(doc, scope) : null
  if (!doc || !card) return null
  return {
    ...card,
    dishType: nonBlank(doc.dishType),
    regionIds: regionsTagged(doc.regionTags),
    yield: {
      servings: doc.yieldServings ?? null,
      portionSize: nonBlank(doc.yieldPortionSize),
      measure: nonBlank(doc.yieldMeasure),
      unit: nonBlank(doc.yieldUnit),
      customMeasurement: nonBlank(doc.customMeasurement),
    },
    mealTypes: doc.mealTypes ?? [],
    marketSegments: doc.marketSegments ?? [],
    brands: (doc.brands ?? []).flatMap((brand) => {
      const name = nonBlank(brand.name)
      if (!name) return []
      const hasPage = brand.slug && inRegion(brand.regionTags, vars.regionTag)
      return [
        {
          id: brand.id,
          name,
          href: hasPage ? brandPath(scope.regionId, scope.locale, brand.slug ?? '') : null,
        },
      ]
    }),
    categories: (doc.categories ?? []).flatMap((category) => {
      const name = nonBlank(category.name)
      if (!name || !category.slug || !inRegion(category.regionTags, vars.regionTag)) return []
      return [
        {
          id: category.id,
          name,
          href: recipeCategoryPath(scope.regionId, scope.locale, category.slug),
        },
      ]
    }),
    products: (doc.linkedProducts ?? []).flatMap((product) =>
      inRegion(product.regionTags, vars.regionTag)
        ? (toProductCard(product, scope.regionId, scope.locale) ?? [])
        : [],
    ),
    linkIds: {
      products: (doc.linkedProducts ?? []).map((product) => product.id),
      brands: (doc.brands ?? []).map((brand) => brand.id),
      categories: (doc.categories ?? []).map((category) => category.id),
    },
    ingredients: doc.ingredients,
    prepInstructions: doc.prepInstructions,
    metaTitle: nonBlank(doc.pageMetadata?.title),
    metaDescription: nonBlank(doc.pageMetadata?.description),
    noIndex: doc.pageMetadata?.robotsNoIndex === true,
  }
}

export async function listRecipeCardsBySlugs(
  scope: ContentScope,
  slugs: readonly string[],
): Promise<RecipeCard[]> {
  const valid = [...new Set(slugs.filter(isSlug))].slice(0, MAX_RECIPE_LOOKUP)
  if (valid.length === 0) return []
  const vars = scopeVariables(scope)
  const tags = [
    ...tagsFor('recipes', vars.regionTag),
    ...['media', 'authentication-contexts'].map(collectionTag),
  ]
  const data = await runQuery(
    scope,
    RecipeCardsBySlugsDocument,
    { ...vars, slugs: valid },
    { tags, gated: true },
  )
  return (data.Recipes?.docs ?? []).flatMap((doc) => toRecipeCard(doc, scope) ?? [])
}

export async function listFeedRecipes(
  scope: ContentScope,
): Promise<(RecipeCard & { updatedAt: string | null })[]> {
  const vars = scopeVariables(scope)
  const tags = [...tagsFor('recipes', vars.regionTag), collectionTag('media')]
  const data = await runQuery(scope, RecipesFeedDocument, vars, { tags })
  return (data.Recipes?.docs ?? []).flatMap((doc) => {
    const card = toRecipeCard(doc, scope)
    return card ? [{ ...card, updatedAt: doc.updatedAt ?? null }] : []
  })
}

export async function getRecipePageSettings(scope: ContentScope): Promise<RecipePageSettings> {
  const vars = scopeVariables(scope)
  const tags = [...tagsFor('recipe-page-settings', vars.regionTag), collectionTag('media')]
  const data = await runQuery(scope, RecipePageSettingsDocument, vars, { tags })
  const doc = data.RecipePageSettings?.docs[0]
  return {
    print: {
      description: nonBlank(doc?.print?.description),
      headerImage: toImage(doc?.print?.headerImage),
      logo: toImage(doc?.print?.logo),
      logoSubtext: nonBlank(doc?.print?.logoSubtext),
      marketingText: nonBlank(doc?.print?.marketingText),
    },
    emailSubject: nonBlank(doc?.emailTemplate?.subject),
    emailBody: nonBlank(doc?.emailTemplate?.body),
    printButtonTitle: nonBlank(doc?.printButtonTitle),
    emailButtonTitle: nonBlank(doc?.emailButtonTitle),
    shareButtonTitle: nonBlank(doc?.shareButtonTitle),
    yieldTitle: nonBlank(doc?.yieldTitle),
    associatedProductsTitle: nonBlank(doc?.associatedProductsTitle),
    instructionsSectionTitle: nonBlank(doc?.instructionsSectionTitle),
  }
}
