import type { MessageKey } from '@/i18n/messages'
import { HiddenHeader, NutrientRow } from './nutrient-row'
import styles from './styles.module.css'
import type { KoreaNutrition, Level, PanelProps } from './types'
import { hasAmounts, percentage, quantity } from './values'

type Nutrient = 'sodium' | 'carbs' | 'sugars' | 'lipid' | 'transFat' | 'saturatedFat' | 'cholesterol' | 'protein'

/** The MFDS order: sodium, carbohydrate (sugars), fat (trans, saturated), cholesterol, protein. */
const ROWS: { nutrient: Nutrient; label: MessageKey; level: Level }[] = [
  { nutrient: 'sodium', label: 'nutrition.korea.sodium', level: 0 },
  { nutrient: 'carbs', label: 'nutrition.korea.carbs', level: 0 },
  { nutrient: 'sugars', label: 'nutrition.korea.sugars', level: 1 },
  { nutrient: 'lipid', label: 'nutrition.korea.lipid', level: 0 },
  { nutrient: 'transFat', label: 'nutrition.korea.transFat', level: 1 },
  { nutrient: 'saturatedFat', label: 'nutrition.korea.saturatedFat', level: 1 },
  { nutrient: 'cholesterol', label: 'nutrition.korea.cholesterol', level: 0 },
  { nutrient: 'protein', label: 'nutrition.korea.protein', level: 0 },
]

const AMOUNT_KEYS = ['energyAmount', ...ROWS.map(({ nutrient }) => `${nutrient}Amount` as const)] as const

export const hasKoreaNutrition = (data: KoreaNutrition | null | undefined): data is KoreaNutrition => hasAmounts(data, AMOUNT_KEYS)

/** 영양정보: total amount and energy in the header, then amounts with their % of the daily reference values. */
export function KoreaPanel({ data, t, numbers, labelledBy }: PanelProps<KoreaNutrition>) {
  const total = quantity(numbers, data.totalAmountAmount, data.totalAmountUnit)
  const energy = quantity(numbers, data.energyAmount, data.energyUnit)
  const rows = ROWS.flatMap(({ nutrient, label, level }) => {
    const amount = quantity(numbers, data[`${nutrient}Amount` as const], data[`${nutrient}Unit` as const])
    if (amount === null) return []
    const dailyValue = percentage(numbers, data[`${nutrient}DailyValue` as const])
    return <NutrientRow key={nutrient} name={t(label)} values={[amount, dailyValue]} level={level} />
  })
  return (
    <>
      {(total || energy) && (
        <p className={styles.koreaTotals}>
          {total && <span>{t('nutrition.korea.totalAmount', { amount: total })}</span>}
          {energy && (
            <span>
              <span className="visually-hidden">{t('nutrition.korea.energy')} </span>
              {energy}
            </span>
          )}
        </p>
      )}
      {rows.length > 0 && (
        <table className={`${styles.table} ${styles.koreaTable}`} aria-labelledby={labelledBy}>
          <thead>
            <tr>
              <HiddenHeader>{t('nutrition.nutrient')}</HiddenHeader>
              <th scope="col">{t('nutrition.korea.perTotalAmount')}</th>
              <th scope="col" className={styles.dailyValue}>
                {t('nutrition.korea.dailyValue')}
              </th>
            </tr>
          </thead>
          <tbody>{rows}</tbody>
        </table>
      )}
      <p className={styles.footnote}>{t('nutrition.korea.footnote')}</p>
    </>
  )
}
