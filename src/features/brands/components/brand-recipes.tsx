import { CardList } from '@/components/cards/card-list'
import type { RecipeCard } from '@/content/product-recipes'
import type { Translate } from '@/i18n/translate'
import styles from '../brand-page.module.css'

export function BrandRecipes({ id, recipes, t }: { id: string; recipes: readonly RecipeCard[]; t: Translate }) {
  if (recipes.length === 0) return null
  const items = recipes.map((recipe) => ({ key: recipe.id, title: recipe.name, href: recipe.href, image: recipe.image, text: recipe.description }))
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('brands.recipes')}</h2>
      <CardList items={items} />
    </section>
  )
}
