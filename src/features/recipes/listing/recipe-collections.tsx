import { CardList } from '@/components/cards/card-list'
import type { RecipeCategory } from '@/content/recipe-categories'
import type { ContentScope } from '@/content/scope'
import type { Translate } from '@/i18n/translate'
import { recipeCategoryPath } from '@/routing/build'
import styles from './recipe-listing.module.css'

export function RecipeCollections({
  collections,
  scope,
  t,
}: {
  collections: readonly RecipeCategory[]
  scope: ContentScope
  t: Translate
}) {
  if (collections.length === 0) return null
  const items = collections.map((collection) => ({
    key: collection.id,
    title: collection.name,
    href: recipeCategoryPath(scope.regionId, scope.locale, collection.slug),
    image: collection.image,
  }))
  return (
    <section
      id="recipe-collections"
      className={styles.section}
      aria-labelledby="recipe-collections-title"
    >
      <h2 id="recipe-collections-title">{t('recipes.collections')}</h2>
      <CardList items={items} />
    </section>
  )
}
