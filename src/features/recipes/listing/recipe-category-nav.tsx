import { SiteLink } from '@/components/link/site-link.client'
import type { RecipeCategory } from '@/content/recipe-categories'
import type { ContentScope } from '@/content/scope'
import type { Translate } from '@/i18n/translate'
import { recipeCategoryPath } from '@/routing/build'
import styles from './recipe-listing.module.css'

export function RecipeCategoryNav({
  categories,
  currentSlug,
  scope,
  t,
}: {
  categories: readonly RecipeCategory[]
  currentSlug?: string
  scope: ContentScope
  t: Translate
}) {
  if (categories.length === 0) return null
  return (
    <nav className={styles.section} aria-labelledby="recipe-categories-title">
      <h2 id="recipe-categories-title">{t('recipes.browseCategories')}</h2>
      <ul className={styles.categoryLinks}>
        {categories.map((category) => (
          <li key={category.id}>
            <SiteLink
              href={recipeCategoryPath(scope.regionId, scope.locale, category.slug)}
              aria-current={category.slug === currentSlug ? 'page' : undefined}
            >
              {category.name}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
