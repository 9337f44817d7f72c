import { k12Values } from './flags'
import { formatNumber, yesNo } from './format'
import { SpecSection } from './section'
import styles from './styles.module.css'
import type { SectionProps } from './types'

/** The K-12 specification sheet: food-group contributions and the K-12 yes/no, when the product shows it. */
export function K12({ product, context }: SectionProps) {
  if (!product.showK12Sheet) return null
  const { t, locale } = context
  const rows = k12Values(product.k12)
  return (
    <SpecSection id="product-k12" title={t('specs.k12.heading')}>
      <table className={styles.grid}>
        <thead>
          <tr>
            <th scope="col">{t('specs.k12.foodGroup')}</th>
            <th scope="col">{t('specs.k12.contribution')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{t(row.label)}</th>
              <td>{formatNumber(row.value, locale)}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">{t('specs.k12.eligible')}</th>
            <td>{yesNo(product.k12Flag)}</td>
          </tr>
        </tbody>
      </table>
    </SpecSection>
  )
}
