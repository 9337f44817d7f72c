import { koreaLines } from './korea-rows'
import { HiddenHeader, NutrientRow } from './nutrient-row'
import styles from './styles.module.css'
import type { KoreaNutrition, PanelProps } from './types'
import { quantity } from './values'

export function KoreaPanel({ data, t, numbers, labelledBy }: PanelProps<KoreaNutrition>) {
  const total = quantity(numbers, data.totalAmountAmount, data.totalAmountUnit)
  const energy = quantity(numbers, data.energyAmount, data.energyUnit)
  const rows = koreaLines(data, t, numbers).map((line) => (
    <NutrientRow key={line.nutrient} line={line} />
  ))
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
