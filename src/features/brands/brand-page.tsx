import { socialMetadata, withAlternates } from '@/components/layout/social-metadata'
import { FOLLOW_ONLY } from '@/components/layout/robots'
import type { Metadata } from 'next'
import { Breadcrumbs } from '@/components/layout/breadcrumbs'
import { getBrandBySlug, listBrandProducts, listBrandRecipes } from '@/content/brand-page'
import type { ContentScope } from '@/content/scope'
import { translator } from '@/i18n/translate'
import { brandPath, homePath } from '@/routing/build'
import { BrandHeader } from './components/brand-header'
import { BrandProducts } from './components/brand-products'
import { BrandRecipes } from './components/brand-recipes'
import { BrandSectionNav } from './components/brand-section-nav'
import { parseBrandPage } from './lib/parse-page'
import { NotFoundPage } from '@/components/layout/not-found-page'

const PRODUCTS_ID = 'brand-products'
const RECIPES_ID = 'brand-recipes'

export async function renderBrandPage(
  scope: ContentScope | null,
  slug: string,
  pageSegment?: string,
) {
  const page = parseBrandPage(pageSegment)
  const brand = scope && page ? await getBrandBySlug(scope, slug) : null
  if (!scope || !page || !brand) return <NotFoundPage />
  const t = translator(scope.locale)
  const [listing, recipes] = await Promise.all([
    listBrandProducts(scope, brand, page),
    page === 1 ? listBrandRecipes(scope, brand) : [],
  ])
  if (page > 1 && page > listing.totalPages) return <NotFoundPage />
  const sections = [
    { id: PRODUCTS_ID, title: t('brands.products') },
    ...(recipes.length > 0 ? [{ id: RECIPES_ID, title: t('brands.recipes') }] : []),
  ]
  return (
    <article className="page">
      <Breadcrumbs
        trail={[{ title: t('shell.home'), href: homePath(scope.regionId, scope.locale) }]}
        current={brand.name}
        label={t('shell.breadcrumbs')}
      />
      <div className="container blocks">
        <BrandHeader brand={brand} />
        <BrandSectionNav brand={brand} sections={sections} label={t('brands.sections')} />
        <BrandProducts
          id={PRODUCTS_ID}
          listing={listing}
          hrefFor={(n) => brandPath(scope.regionId, scope.locale, brand.slug, n)}
          t={t}
        />
        <BrandRecipes id={RECIPES_ID} recipes={recipes} t={t} />
      </div>
    </article>
  )
}

export async function brandPageMetadata(
  scope: ContentScope | null,
  slug: string,
  pageSegment?: string,
): Promise<Metadata> {
  const page = parseBrandPage(pageSegment)
  const brand = scope && page ? await getBrandBySlug(scope, slug) : null
  if (!scope || !page || !brand) return {}
  const title =
    page > 1 ? translator(scope.locale)('shell.pageTitle', { title: brand.name, page }) : brand.name
  const canonical = brandPath(scope.regionId, scope.locale, brand.slug, page)
  const description = brand.tagline ?? brand.description ?? undefined
  const image = brand.logos.fullColour
  return withAlternates(
    {
      title,
      description,
      alternates: { canonical },
      robots: page > 1 ? FOLLOW_ONLY : undefined,
      ...socialMetadata({ title, description, canonical, image }),
    },
    canonical,
    brand.regionIds,
  )
}
