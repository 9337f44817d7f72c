import type { Metadata } from 'next'
import { Breadcrumbs } from '@/components/layout/breadcrumbs'
import { pageMetadata } from '@/components/layout/page-metadata'
import { withAlternates } from '@/components/layout/social-metadata'
import { PageView } from '@/components/layout/page-view'
import { getPageById, type PageView as CmsPage } from '@/content/pages'
import {
  getRecipeCategory,
  listRecipeCategories,
  pickRecipeCollections,
  type RecipeCategory,
} from '@/content/recipe-categories'
import { listRecipes } from '@/content/recipe-listings'
import type { ContentScope } from '@/content/scope'
import { getSiteSettings } from '@/content/settings'
import { type Translate, translator } from '@/i18n/translate'
import { isFirstPlace, type ListingPlace, parseListingTail } from '@/lib/listing-place'
import { FOLLOW_ONLY } from '@/components/layout/robots'
import { homePath } from '@/routing/build'
import { REGION_IDS } from '@/routing/regions'
import { RecipeCategoryNav } from './recipe-category-nav'
import { RecipeCollections } from './recipe-collections'
import { RecipeListSection } from './recipe-list-section'
import { type RecipeListingOf, recipeListingPath } from './recipe-listing-path'
import { NotFoundPage } from '@/components/layout/not-found-page'

export interface RecipeListingRequest {
  kind: RecipeListingOf['kind']
  slug?: string
  tail: readonly string[]
}

type Resolved = { place: ListingPlace } & (
  { kind: 'all'; page: CmsPage | null } | { kind: 'category'; category: RecipeCategory }
)

async function indexPage(scope: ContentScope): Promise<CmsPage | null> {
  const settings = await getSiteSettings(scope)
  return settings?.recipeIndexPageId ? getPageById(scope, settings.recipeIndexPageId) : null
}

async function resolve(
  scope: ContentScope,
  request: RecipeListingRequest,
): Promise<Resolved | null> {
  const place = parseListingTail(request.tail)
  if (!place) return null
  if (request.kind === 'all') return { kind: 'all', place, page: await indexPage(scope) }
  const category = await getRecipeCategory(scope, request.slug ?? '')
  return category ? { kind: 'category', place, category } : null
}

const ofResolved = (resolved: Resolved): RecipeListingOf =>
  resolved.kind === 'all' ? { kind: 'all' } : { kind: 'category', slug: resolved.category.slug }

const titleOf = (resolved: Resolved, t: Translate) =>
  resolved.kind === 'all'
    ? (resolved.page?.title ?? t('recipes.indexTitle'))
    : t('recipes.categoryTitle', { name: resolved.category.name })

/** Collections are picked when the page renders, so once per cache period. */
export async function renderRecipeListing(
  scope: ContentScope | null,
  request: RecipeListingRequest,
) {
  if (!scope) return <NotFoundPage />
  const resolved = await resolve(scope, request)
  if (!resolved) return <NotFoundPage />
  const t = translator(scope.locale)
  const { place } = resolved
  const of = ofResolved(resolved)
  const firstPage = place.page === 1
  const [listing, categories] = await Promise.all([
    listRecipes(
      scope,
      resolved.kind === 'all' ? { kind: 'all' } : { kind: 'category', id: resolved.category.id },
      place.sort,
      place.page,
    ),
    firstPage ? listRecipeCategories(scope) : [],
  ])
  const collections = resolved.kind === 'all' ? pickRecipeCollections(categories) : []
  if (place.page > Math.max(listing.totalPages, 1)) return <NotFoundPage />
  const home = { title: t('shell.home'), href: homePath(scope.regionId, scope.locale) }
  const indexTitle = t('recipes.indexTitle')
  const list = (
    <RecipeListSection
      of={of}
      place={place}
      listing={listing}
      heading={resolved.kind === 'all' ? t('recipes.recent') : undefined}
      scope={scope}
      t={t}
    />
  )
  if (resolved.kind === 'all' && resolved.page && firstPage) {
    return (
      <>
        <PageView page={resolved.page} scope={scope} />
        <div className="container">
          <RecipeCollections collections={collections} scope={scope} t={t} />
          <RecipeCategoryNav categories={categories} scope={scope} t={t} />
          {list}
        </div>
      </>
    )
  }
  const trail =
    resolved.kind === 'all'
      ? [home]
      : [
          home,
          {
            title: indexTitle,
            href: recipeListingPath(scope, { kind: 'all' }, { sort: 'newest', page: 1 }),
          },
        ]
  return (
    <article className="page">
      <Breadcrumbs trail={trail} current={titleOf(resolved, t)} label={t('shell.breadcrumbs')} />
      <div className="container blocks">
        <h1>{titleOf(resolved, t)}</h1>
        <RecipeCollections collections={collections} scope={scope} t={t} />
        <RecipeCategoryNav
          categories={categories}
          currentSlug={resolved.kind === 'category' ? resolved.category.slug : undefined}
          scope={scope}
          t={t}
        />
        {list}
      </div>
    </article>
  )
}

export async function recipeListingMetadata(
  scope: ContentScope | null,
  request: RecipeListingRequest,
): Promise<Metadata> {
  if (!scope) return {}
  const resolved = await resolve(scope, request)
  if (!resolved) return {}
  const t = translator(scope.locale)
  const canonical = recipeListingPath(scope, ofResolved(resolved), resolved.place)
  const title = titleOf(resolved, t)
  const pageTitle =
    resolved.place.page > 1 ? t('shell.pageTitle', { title, page: resolved.place.page }) : title
  const robots = isFirstPlace(resolved.place) ? undefined : FOLLOW_ONLY
  // Every region has the recipe index; a category may not have its twin elsewhere.
  const regionIds = resolved.kind === 'all' ? REGION_IDS : []
  if (resolved.kind === 'all' && resolved.page) {
    const metadata = pageMetadata(resolved.page, canonical, robots ? [] : regionIds)
    return robots ? { ...metadata, title: pageTitle, robots } : metadata
  }
  return withAlternates(
    { title: pageTitle, alternates: { canonical }, robots },
    canonical,
    regionIds,
  )
}
