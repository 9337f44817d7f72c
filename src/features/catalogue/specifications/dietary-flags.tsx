import { trueDietaryFlags } from './flags'
import { SpecSection } from './section'
import styles from './styles.module.css'
import type { SectionProps } from './types'

export function DietaryFlags({ product, context }: SectionProps) {
  const { t } = context
  const labels = trueDietaryFlags(product.dietaryFlags)
  if (labels.length === 0) return null
  return (
    <SpecSection id="product-dietary-flags" title={t('specs.dietary.heading')}>
      <ul className={styles.badges}>
        {labels.map((label) => (
          <li key={label} className={styles.badge}>
            {t(label)}
          </li>
        ))}
      </ul>
    </SpecSection>
  )
}
