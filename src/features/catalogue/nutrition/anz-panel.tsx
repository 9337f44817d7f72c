import type { MessageKey } from '@/i18n/messages'
import { HiddenHeader, NutrientRow } from './nutrient-row'
import styles from './styles.module.css'
import type { AnzNutrition, Level, PanelProps } from './types'
import { hasAmounts, quantity, shown, text } from './values'

type Nutrient = 'energy' | 'protein' | 'totalFat' | 'saturatedFat' | 'carbohydrateTotal' | 'carbohydrateSugars' | 'dietaryFiber' | 'sodium'

const ROWS: { nutrient: Nutrient; label: MessageKey; level: Level }[] = [
  { nutrient: 'energy', label: 'nutrition.anz.energy', level: 0 },
  { nutrient: 'protein', label: 'nutrition.anz.protein', level: 0 },
  { nutrient: 'totalFat', label: 'nutrition.anz.fatTotal', level: 0 },
  { nutrient: 'saturatedFat', label: 'nutrition.anz.saturated', level: 1 },
  { nutrient: 'carbohydrateTotal', label: 'nutrition.anz.carbohydrate', level: 0 },
  { nutrient: 'carbohydrateSugars', label: 'nutrition.anz.sugars', level: 1 },
  { nutrient: 'dietaryFiber', label: 'nutrition.anz.dietaryFibre', level: 0 },
  { nutrient: 'sodium', label: 'nutrition.anz.sodium', level: 0 },
]

const AMOUNT_KEYS = ROWS.flatMap(({ nutrient }) => [`${nutrient}PerServing` as const, `${nutrient}Per100g` as const])

export const hasAnzNutrition = (data: AnzNutrition | null | undefined): data is AnzNutrition => hasAmounts(data, AMOUNT_KEYS)

/** The FSANZ Nutrition Information Panel: average quantities per serving and per 100 g. */
export function AnzPanel({ data, t, numbers, labelledBy }: PanelProps<AnzNutrition>) {
  const servings = shown(data.servingsPerPackage) ? numbers.number(data.servingsPerPackage) : null
  const size = text(data.servingSize)
  const rows = ROWS.flatMap(({ nutrient, label, level }) => {
    const unit = data[`${nutrient}Unit` as const]
    const perServing = quantity(numbers, data[`${nutrient}PerServing` as const], unit, ' ')
    const per100g = quantity(numbers, data[`${nutrient}Per100g` as const], unit, ' ')
    if (perServing === null && per100g === null) return []
    const name = level === 0 ? t(label) : (
      <>
        <span aria-hidden="true">– </span>
        {t(label)}
      </>
    )
    return <NutrientRow key={nutrient} name={name} values={[perServing, per100g]} level={level} />
  })
  return (
    <>
      {(servings || size) && (
        <div className={styles.servings}>
          {servings && <p>{t('nutrition.anz.servingsPerPackage', { count: servings })}</p>}
          {size && <p>{t('nutrition.anz.servingSize', { size })}</p>}
        </div>
      )}
      <table className={`${styles.table} ${styles.anzTable}`} aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <HiddenHeader>{t('nutrition.nutrient')}</HiddenHeader>
            <th scope="col">{t('nutrition.anz.perServing')}</th>
            <th scope="col">{t('nutrition.anz.per100g')}</th>
          </tr>
        </thead>
        <tbody>{rows}</tbody>
      </table>
    </>
  )
}
