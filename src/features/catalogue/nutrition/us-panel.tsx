import type { MessageKey } from '@/i18n/messages'
import { HiddenHeader, NutrientRow } from './nutrient-row'
import styles from './styles.module.css'
import type { Level, PanelProps, UsNutrition } from './types'
import { type NumberFormats, hasAmounts, percentage, quantity, shown, text } from './values'

type Nutrient = 'totalFat' | 'saturatedFat' | 'transFat' | 'cholesterol' | 'sodium' | 'totalCarbohydrate' | 'dietaryFiber' | 'totalSugars' | 'addedSugar' | 'protein' | 'vitaminD' | 'calcium' | 'iron' | 'potassium'

interface Row {
  nutrient: Nutrient
  label: MessageKey
  level: Level
}

const MACRONUTRIENTS: Row[] = [
  { nutrient: 'totalFat', label: 'nutrition.us.totalFat', level: 0 },
  { nutrient: 'saturatedFat', label: 'nutrition.us.saturatedFat', level: 1 },
  { nutrient: 'transFat', label: 'nutrition.us.transFat', level: 1 },
  { nutrient: 'cholesterol', label: 'nutrition.us.cholesterol', level: 0 },
  { nutrient: 'sodium', label: 'nutrition.us.sodium', level: 0 },
  { nutrient: 'totalCarbohydrate', label: 'nutrition.us.totalCarbohydrate', level: 0 },
  { nutrient: 'dietaryFiber', label: 'nutrition.us.dietaryFiber', level: 1 },
  { nutrient: 'totalSugars', label: 'nutrition.us.totalSugars', level: 1 },
  { nutrient: 'addedSugar', label: 'nutrition.us.addedSugars', level: 2 },
  { nutrient: 'protein', label: 'nutrition.us.protein', level: 0 },
]

const MICRONUTRIENTS: Row[] = [
  { nutrient: 'vitaminD', label: 'nutrition.us.vitaminD', level: 0 },
  { nutrient: 'calcium', label: 'nutrition.us.calcium', level: 0 },
  { nutrient: 'iron', label: 'nutrition.us.iron', level: 0 },
  { nutrient: 'potassium', label: 'nutrition.us.potassium', level: 0 },
]

const AMOUNT_KEYS = ['calories', ...[...MACRONUTRIENTS, ...MICRONUTRIENTS].map((row) => `${row.nutrient}Amount` as const)] as const

export const hasUsNutrition = (data: UsNutrition | null | undefined): data is UsNutrition => hasAmounts(data, AMOUNT_KEYS)

/** The gram weight is added after the household measure unless that already states it, as "3 oz (85 g)" does. */
function servingSize(data: UsNutrition, numbers: NumberFormats): string | null {
  const household = text(data.householdServingSize)
  const grams = shown(data.servingSizeGrams) ? data.servingSizeGrams : null
  if (grams === null) return household
  const weight = `${numbers.number(grams)}g`
  if (!household) return weight
  const statesGrams = new RegExp(`(^|[^\\d.,])${String(grams).replace('.', '[.,]')}\\s?(g\\b|克)`).test(household)
  return statesGrams ? household : `${household} (${weight})`
}

/** The FDA Nutrition Facts label: servings, calories, then nutrients with their % Daily Value. */
export function UsPanel({ data, t, numbers, labelledBy }: PanelProps<UsNutrition>) {
  const servings = shown(data.averageServingsPerCase) ? numbers.number(data.averageServingsPerCase) : null
  const size = servingSize(data, numbers)
  const calories = shown(data.calories) ? numbers.number(data.calories) : null
  const rows = (list: Row[]) =>
    list.flatMap(({ nutrient, label, level }) => {
      const amount = quantity(numbers, data[`${nutrient}Amount` as const], data[`${nutrient}Unit` as const])
      if (amount === null) return []
      const dailyValue = percentage(numbers, data[`${nutrient}DailyValue` as const])
      if (nutrient === 'addedSugar') {
        return <NutrientRow key={nutrient} name={t(label, { amount })} values={[dailyValue]} level={level} nameSpan={2} />
      }
      return <NutrientRow key={nutrient} name={t(label)} values={[amount, dailyValue]} level={level} />
    })
  const macro = rows(MACRONUTRIENTS)
  const micro = rows(MICRONUTRIENTS)
  return (
    <>
      {(servings || size) && (
        <div className={styles.servings}>
          {servings && <p>{t('nutrition.us.servingsPerContainer', { count: servings })}</p>}
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
