import type { MessageKey } from '@/i18n/messages'
import { HiddenHeader, NutrientRow } from './nutrient-row'
import styles from './styles.module.css'
import type { JapanNutrition, PanelProps } from './types'
import { hasAmounts, quantity, text } from './values'

type Nutrient = 'energy' | 'protein' | 'fat' | 'carbs' | 'salt'

/** The order of the Food Labeling Standard: energy, protein, fat, carbohydrate, salt equivalent. */
const ROWS: { nutrient: Nutrient; label: MessageKey }[] = [
  { nutrient: 'energy', label: 'nutrition.japan.energy' },
  { nutrient: 'protein', label: 'nutrition.japan.protein' },
  { nutrient: 'fat', label: 'nutrition.japan.fat' },
  { nutrient: 'carbs', label: 'nutrition.japan.carbohydrate' },
  { nutrient: 'salt', label: 'nutrition.japan.salt' },
]

const AMOUNT_KEYS = ROWS.map(({ nutrient }) => `${nutrient}Amount` as const)

export const hasJapanNutrition = (data: JapanNutrition | null | undefined): data is JapanNutrition => hasAmounts(data, AMOUNT_KEYS)

/** 栄養成分表示: the five required values, then the ingredients. */
export function JapanPanel({ data, t, numbers, labelledBy }: PanelProps<JapanNutrition>) {
  const ingredients = text(data.ingredients)
  const rows = ROWS.flatMap(({ nutrient, label }) => {
    const amount = quantity(numbers, data[`${nutrient}Amount` as const], data[`${nutrient}Unit` as const])
    return amount === null ? [] : <NutrientRow key={nutrient} name={t(label)} values={[amount]} />
  })
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
          <span className={styles.ingredientsLabel}>{t('nutrition.japan.ingredients')}</span> {ingredients}
        </p>
      )}
    </>
  )
}
