import type { ContentScope } from '@/content/scope'
import { isFeatureOn } from '@/content/settings'
import { FavoriteButton } from './components/favorite-button.client'
import { loadFavoritesTexts } from './lib/load-texts'

interface RecipeFavoriteActionProps {
  slug: string
  name: string
  scope: ContentScope
}

export async function RecipeFavoriteAction({ slug, name, scope }: RecipeFavoriteActionProps) {
  if (!(await isFeatureOn(scope, 'favorites'))) return null
  const texts = await loadFavoritesTexts(scope, 'recipes')
  return (
    <FavoriteButton
      kind="recipes"
      regionId={scope.regionId}
      target={{ slug }}
      name={name}
      texts={texts.list.button}
    />
  )
}
