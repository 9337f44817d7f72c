import { CardList } from '@/components/cards/card-list'
import { recipeCardItems } from '@/components/cards/recipe-card-items'
import type { RecipeCard } from '@/content/recipes'
import type { Translate } from '@/i18n/translate'
import styles from '../brand-page.module.css'

export function BrandRecipes({
  id,
  recipes,
  t,
}: {
  id: string
  recipes: readonly RecipeCard[]
  t: Translate
}) {
  if (recipes.length === 0) return null
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('brands.recipes')}</h2>
      <CardList items={recipeCardItems(recipes)} />
    </section>
  )
}
