import type { Metadata } from 'next'
import { withAlternates } from '@/components/layout/social-metadata'
import { REGION_IDS } from '@/routing/regions'
import { CardList } from '@/components/cards/card-list'
import { Breadcrumbs } from '@/components/layout/breadcrumbs'
import { listRegionBrands } from '@/content/brand-page'
import type { ContentScope } from '@/content/scope'
import { translator } from '@/i18n/translate'
import { brandIndexPath, homePath } from '@/routing/build'
import { NotFoundPage } from '@/components/layout/not-found-page'

export async function renderBrandIndex(scope: ContentScope | null) {
  if (!scope) return <NotFoundPage />
  const brands = await listRegionBrands(scope)
  if (brands.length === 0) return <NotFoundPage />
  const t = translator(scope.locale)
  const items = brands.map((brand) => ({
    key: brand.id,
    title: brand.name,
    href: brand.href,
    image: brand.logo,
    text: brand.tagline,
  }))
  return (
    <article className="page">
      <Breadcrumbs
        trail={[{ title: t('shell.home'), href: homePath(scope.regionId, scope.locale) }]}
        current={t('brands.indexTitle')}
        label={t('shell.breadcrumbs')}
      />
      <div className="container blocks">
        <h1>{t('brands.indexTitle')}</h1>
        <CardList items={items} headingLevel={2} />
      </div>
    </article>
  )
}

export function brandIndexMetadata(scope: ContentScope | null): Metadata {
  if (!scope) return {}
  const canonical = brandIndexPath(scope.regionId, scope.locale)
  return withAlternates(
    { title: translator(scope.locale)('brands.indexTitle'), alternates: { canonical } },
    canonical,
    REGION_IDS,
  )
}
