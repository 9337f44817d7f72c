import type { FavoritesBlockFieldsFragment } from '@/content/generated/graphql'
import type { ContentScope } from '@/content/scope'
import { isFeatureOn } from '@/content/settings'
import { LazyFavoriteList } from './components/favorite-list-lazy.client'
import { FavoritesEmptyState } from './components/favorites-empty-state'
import styles from './components/favorites.module.css'
import type { FavoriteKind } from './lib/entry'
import { loadFavoritesTexts } from './lib/load-texts'

interface Props {
  block: FavoritesBlockFieldsFragment
  scope: ContentScope
}

/** The favorites page's list of one kind, under the block's title (or the CMS header). */
export async function FavoritesBlock({ block, scope }: Props) {
  if (!(await isFeatureOn(scope, 'favorites'))) return null
  const kind: FavoriteKind = block.kind === 'recipes' ? 'recipes' : 'products'
  const texts = await loadFavoritesTexts(scope, kind)
  const headingId = `favorites-${block.id ?? kind}`
  return (
    <section id={block.anchorId ?? undefined} aria-labelledby={headingId}>
      <h2 id={headingId}>{block.title?.trim() || texts.header}</h2>
      {texts.copy && <p>{texts.copy}</p>}
      <LazyFavoriteList
        kind={kind}
        regionId={scope.regionId}
        locale={scope.locale}
        texts={texts.list}
        headingLevel={3}
        className={styles.reserved}
        emptyState={
          <FavoritesEmptyState
            texts={texts}
            scope={scope}
            kind={kind}
            headingLevel={3}
            id={`${headingId}-empty`}
          />
        }
      />
    </section>
  )
}
