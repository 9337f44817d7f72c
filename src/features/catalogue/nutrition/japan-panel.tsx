import { japanLines } from './japan-rows'
import { HiddenHeader, NutrientRow } from './nutrient-row'
import styles from './styles.module.css'
import type { JapanNutrition, PanelProps } from './types'
import { text } from './values'

export function JapanPanel({ data, t, numbers, labelledBy }: PanelProps<JapanNutrition>) {
  const ingredients = text(data.ingredients)
  const rows = japanLines(data, t, numbers).map((line) => (
    <NutrientRow key={line.nutrient} line={line} />
  ))
  return (
    <>
      <table className={`${styles.table} ${styles.japanTable}`} aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <HiddenHeader>{t('nutrition.nutrient')}</HiddenHeader>
            <HiddenHeader>{t('nutrition.amount')}</HiddenHeader>
          </tr>
        </thead>
        <tbody>{rows}</tbody>
      </table>
      {ingredients && (
        <p className={styles.ingredients}>
          <span className={styles.ingredientsLabel}>{t('nutrition.japan.ingredients')}</span>{' '}
          {ingredients}
        </p>
      )}
    </>
  )
}
