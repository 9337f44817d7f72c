import { FOLLOW_ONLY } from '@/components/layout/robots'
import type { Metadata } from 'next'
import { Breadcrumbs } from '@/components/layout/breadcrumbs'
import type { ContentScope } from '@/content/scope'
import { translator } from '@/i18n/translate'
import { buildPath, homePath } from '@/routing/build'
import { FavoriteList } from './components/favorite-list.client'
import { FavoritesEmptyState } from './components/favorites-empty-state'
import { loadFavoritesTexts } from './lib/load-texts'
import styles from './components/favorites.module.css'

const favoritesPath = (scope: ContentScope) =>
  buildPath({ regionId: scope.regionId, locale: scope.locale, segments: ['favorites'] })

/** The list lives in this browser only, so search engines get nothing worth indexing. */
export async function favoritesPageMetadata(scope: ContentScope): Promise<Metadata> {
  const texts = await loadFavoritesTexts(scope, 'products')
  return {
    title: texts.header,
    alternates: { canonical: favoritesPath(scope) },
    robots: FOLLOW_ONLY,
  }
}

export async function FavoritesPage({ scope }: { scope: ContentScope }) {
  const [products, recipes] = await Promise.all([
    loadFavoritesTexts(scope, 'products'),
    loadFavoritesTexts(scope, 'recipes'),
  ])
  const t = translator(scope.locale)
  return (
    <article className="page">
      <Breadcrumbs
        trail={[{ title: t('shell.home'), href: homePath(scope.regionId, scope.locale) }]}
        current={products.header}
        label={t('shell.breadcrumbs')}
      />
      <div className="container blocks">
        <h1>{products.header}</h1>
        {products.copy && <p className="lede">{products.copy}</p>}
        <FavoriteList
          kind="products"
          regionId={scope.regionId}
          locale={scope.locale}
          texts={products.list}
          emptyState={<FavoritesEmptyState texts={products} scope={scope} kind="products" />}
        />
        <section className={styles.section} aria-labelledby="favorite-recipes">
          <h2 id="favorite-recipes">{recipes.header}</h2>
          {recipes.copy && <p>{recipes.copy}</p>}
          <FavoriteList
            kind="recipes"
            regionId={scope.regionId}
            locale={scope.locale}
            texts={recipes.list}
            headingLevel={3}
            emptyState={
              <FavoritesEmptyState texts={recipes} scope={scope} kind="recipes" headingLevel={3} />
            }
          />
        </section>
      </div>
    </article>
  )
}
