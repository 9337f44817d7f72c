import type { ContentScope } from '@/content/scope'
import { isFeatureOn } from '@/content/settings'
import { FavoriteButton } from './components/favorite-button.client'
import { loadFavoritesTexts } from './lib/load-texts'

interface ProductFavoriteActionProps {
  sku: string
  /** Every product has one in the CMS; a stored favorite needs it, so without one there is no button. */
  slug: string | null
  name: string
  scope: ContentScope
}

export async function ProductFavoriteAction({
  sku,
  slug,
  name,
  scope,
}: ProductFavoriteActionProps) {
  if (!slug || !(await isFeatureOn(scope, 'favorites'))) return null
  const texts = await loadFavoritesTexts(scope, 'products')
  return (
    <FavoriteButton
      kind="products"
      regionId={scope.regionId}
      target={{ sku, slug }}
      name={name}
      texts={texts.list.button}
    />
  )
}
