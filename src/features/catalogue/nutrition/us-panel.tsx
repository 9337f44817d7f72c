import { HiddenHeader, NutrientRow } from './nutrient-row'
import styles from './styles.module.css'
import type { NutrientLine, PanelProps, UsNutrition } from './types'
import { usLines } from './us-rows'
import { usServingSize } from './us-serving-size'
import { shown } from './values'

export function UsPanel({ data, t, numbers, labelledBy }: PanelProps<UsNutrition>) {
  const servings = shown(data.averageServingsPerCase)
    ? t('nutrition.us.servingsPerContainer', { count: data.averageServingsPerCase })
    : null
  const size = usServingSize(data, numbers)
  const calories = shown(data.calories) ? numbers.number(data.calories) : null
  const { macronutrients, micronutrients } = usLines(data, t, numbers)
  const row = (line: NutrientLine) => <NutrientRow key={line.nutrient} line={line} />
  const macro = macronutrients.map(row)
  const micro = micronutrients.map(row)
  return (
    <>
      {(servings || size) && (
        <div className={styles.servings}>
          {servings && <p>{servings}</p>}
          {size && (
            <p className={styles.servingSize}>
              <span>{t('nutrition.us.servingSize')}</span> <span>{size}</span>
            </p>
          )}
        </div>
      )}
      {calories && (
        <div className={styles.calories}>
          <p className={styles.amountPer}>{t('nutrition.us.amountPerServing')}</p>
          <p className={styles.caloriesLine}>
            <span>{t('nutrition.us.calories')}</span> <span>{calories}</span>
          </p>
        </div>
      )}
      {macro.length + micro.length > 0 && (
        <table className={`${styles.table} ${styles.usTable}`} aria-labelledby={labelledBy}>
          <thead>
            <tr>
              <HiddenHeader>{t('nutrition.nutrient')}</HiddenHeader>
              <HiddenHeader>{t('nutrition.us.amountPerServing')}</HiddenHeader>
              <th scope="col" className={styles.dailyValue}>
                {t('nutrition.us.dailyValue')}
              </th>
            </tr>
          </thead>
          {macro.length > 0 && <tbody>{macro}</tbody>}
          {micro.length > 0 && <tbody className={styles.micronutrients}>{micro}</tbody>}
        </table>
      )}
      <p className={styles.footnote}>{t('nutrition.us.footnote')}</p>
    </>
  )
}
