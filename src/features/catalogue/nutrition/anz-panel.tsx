import { anzLines } from './anz-rows'
import { HiddenHeader, NutrientRow } from './nutrient-row'
import styles from './styles.module.css'
import type { AnzNutrition, PanelProps } from './types'
import { shown, text } from './values'

export function AnzPanel({ data, t, numbers, labelledBy }: PanelProps<AnzNutrition>) {
  const servings = shown(data.servingsPerPackage) ? numbers.number(data.servingsPerPackage) : null
  const size = text(data.servingSize)
  const rows = anzLines(data, t, numbers).map((line) => {
    const name =
      line.level === 0 ? (
        line.name
      ) : (
        <>
          <span aria-hidden="true">– </span>
          {line.name}
        </>
      )
    return <NutrientRow key={line.nutrient} line={line} name={name} />
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
