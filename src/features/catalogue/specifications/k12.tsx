import { K12_COLUMNS, k12Facts } from './facts'
import { FactRows, SpecSection } from './section'
import styles from './styles.module.css'
import type { SectionProps } from './types'

export function K12({ product, context }: SectionProps) {
  if (!product.showK12Sheet) return null
  const { t } = context
  return (
    <SpecSection id="product-k12" title={t('specs.k12.heading')}>
      <table className={styles.grid}>
        <thead>
          <tr>
            {K12_COLUMNS.map((column) => (
              <th key={column} scope="col">
                {t(column)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <FactRows facts={k12Facts(product, context)} />
        </tbody>
      </table>
    </SpecSection>
  )
}
