import type { RecipeDetail } from '@/content/recipes'
import type { Translate } from '@/i18n/translate'
import type { Locale } from '@/routing/locales'
import { yieldLines } from '../lib/yield-lines'
import styles from '../recipe-page.module.css'

interface RecipeFactsProps {
  recipe: RecipeDetail
  yieldTitle: string
  locale: Locale
  t: Translate
}

/** The yield under the CMS title, then dish type, meal types, market segments and brands. */
export function RecipeFacts({ recipe, yieldTitle, locale, t }: RecipeFactsProps) {
  const number = new Intl.NumberFormat(locale)
  const lines = yieldLines(recipe.yield, (value) => number.format(value))
  const details: [string, string][] = [
    [t('recipes.dishType'), recipe.dishType ?? ''],
    [t('recipes.mealTypes'), recipe.mealTypes.map((type) => t(`recipes.mealType.${type}`)).join(', ')],
    [t('recipes.marketSegments'), recipe.marketSegments.map((segment) => t(`recipes.segment.${segment}`)).join(', ')],
    [t('recipes.brands'), recipe.brands.join(', ')],
  ]
  const shown = details.filter(([, value]) => value !== '')
  return (
    <div className={styles.facts}>
      {lines.length > 0 && (
        <section aria-labelledby="recipe-yield">
          <h2 id="recipe-yield" className={styles.factsTitle}>
            {yieldTitle}
          </h2>
          <dl className={styles.factList}>
            {lines.map((line) => (
              <div key={line.label}>
                <dt>{t(`recipes.${line.label}`)}</dt>
                <dd>{line.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      {shown.length > 0 && (
        <section aria-labelledby="recipe-details">
          <h2 id="recipe-details" className={styles.factsTitle}>
            {t('recipes.details')}
          </h2>
          <dl className={styles.factList}>
            {shown.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </div>
  )
}
