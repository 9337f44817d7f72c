import type { Metadata } from 'next'
import { Breadcrumbs } from '@/components/layout/breadcrumbs'
import type { ContentScope } from '@/content/scope'
import { translator } from '@/i18n/translate'
import { buildPath, homePath } from '@/routing/build'
import { FavoriteProductList } from './components/favorite-product-list.client'
import { FavoritesEmptyState } from './components/favorites-empty-state'
import { loadFavoritesTexts } from './lib/load-texts'

const favoritesPath = (scope: ContentScope) => buildPath({ regionId: scope.regionId, locale: scope.locale, segments: ['favorites'] })

/** The list lives in this browser only, so search engines get nothing worth indexing. */
export async function favoritesPageMetadata(scope: ContentScope): Promise<Metadata> {
  const texts = await loadFavoritesTexts(scope, 'products')
  return { title: texts.header, alternates: { canonical: favoritesPath(scope) }, robots: { index: false, follow: true } }
}

/** Spec "Favorites" screen: the CMS header and copy, then the visitor's stored products. */
export async function FavoritesPage({ scope }: { scope: ContentScope }) {
  const texts = await loadFavoritesTexts(scope, 'products')
  const t = translator(scope.locale)
  return (
    <article className="page">
      <Breadcrumbs trail={[{ title: t('shell.home'), href: homePath(scope.regionId, scope.locale) }]} current={texts.header} label={t('shell.breadcrumbs')} />
      <div className="container blocks">
        <h1>{texts.header}</h1>
        {texts.copy && <p className="lede">{texts.copy}</p>}
        <FavoriteProductList
          regionId={scope.regionId}
          locale={scope.locale}
          texts={texts.list}
          emptyState={<FavoritesEmptyState texts={texts} scope={scope} />}
        />
      </div>
    </article>
  )
}
