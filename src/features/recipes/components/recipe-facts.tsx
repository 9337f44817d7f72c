import { formatNumber } from '@/i18n/format'
import { SiteLink } from '@/components/link/site-link.client'
import { Fragment } from 'react'
import type { RecipeDetail, RecipeTaxon } from '@/content/recipes'
import type { Translate } from '@/i18n/translate'
import type { Locale } from '@/routing/locales'
import { recipeDetailRows } from '../lib/recipe-details'
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
  const details = recipeDetailRows(recipe, t)
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
      {details.length > 0 && (
        <section aria-labelledby="recipe-details">
          <h2 id="recipe-details" className={styles.factsTitle}>
            {t('recipes.details')}
          </h2>
          <dl className={styles.factList}>
            {details.map(({ label, value }) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{'text' in value ? value.text : <TaxonLinks taxa={value.taxa} />}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </div>
  )
}
