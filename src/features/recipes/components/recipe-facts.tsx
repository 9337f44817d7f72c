import { formatNumber } from '@/i18n/format'
import { SiteLink } from '@/components/link/site-link.client'
import { Fragment, type ReactNode } from 'react'
import type { RecipeDetail, RecipeTaxon } from '@/content/recipes'
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

function TaxonLinks({ taxa }: { taxa: readonly RecipeTaxon[] }) {
  return taxa.map((taxon, index) => (
    <Fragment key={taxon.id}>
      {index > 0 && ', '}
      {taxon.href ? <SiteLink href={taxon.href}>{taxon.name}</SiteLink> : taxon.name}
    </Fragment>
  ))
}

export function RecipeFacts({ recipe, yieldTitle, locale, t }: RecipeFactsProps) {
  const lines = yieldLines(recipe.yield, (value) => formatNumber(value, locale))
  const details: [string, ReactNode][] = [
    [t('recipes.dishType'), recipe.dishType],
    [
      t('recipes.mealTypes'),
      recipe.mealTypes.map((type) => t(`recipes.mealType.${type}`)).join(', '),
    ],
    [
      t('recipes.marketSegments'),
      recipe.marketSegments.map((segment) => t(`recipes.segment.${segment}`)).join(', '),
    ],
    [t('recipes.brands'), recipe.brands.length > 0 && <TaxonLinks taxa={recipe.brands} />],
    [
      t('recipes.categories'),
      recipe.categories.length > 0 && <TaxonLinks taxa={recipe.categories} />,
    ],
  ]
  const shown = details.filter(([, value]) => value !== '' && value !== null && value !== false)
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
