import { CardList } from '@/components/cards/card-list'
import { recipeCardItems } from '@/components/cards/recipe-card-items'
import { listLinkedRecipes } from '@/content/recipe-listings'
import type { RecipeDetail } from '@/content/recipes'
import type { ContentScope } from '@/content/scope'
import type { Translate } from '@/i18n/translate'
import { mergeLinked } from '../lib/merge-linked'

/** Two rows of cards: enough to offer a next recipe without burying the page footer. */
export const RELATED_RECIPES_SHOWN = 6

/** Spec §7 linked recipes (10 each): by product first, then brand, then category. */
export async function RelatedRecipes({
  recipe,
  scope,
  t,
}: {
  recipe: RecipeDetail
  scope: ContentScope
  t: Translate
}) {
  const lists = await Promise.all([
    listLinkedRecipes(scope, 'linkedProducts', recipe.linkIds.products, recipe.id),
    listLinkedRecipes(scope, 'brands', recipe.linkIds.brands, recipe.id),
    listLinkedRecipes(scope, 'categories', recipe.linkIds.categories, recipe.id),
  ])
  const related = mergeLinked(lists, RELATED_RECIPES_SHOWN)
  if (related.length === 0) return null
  return (
    <section aria-labelledby="related-recipes">
      <h2 id="related-recipes">{t('recipes.related')}</h2>
      <CardList items={recipeCardItems(related)} />
    </section>
  )
}
