import { CmsImage } from '@/components/media/cms-image'
import { toImage } from '@/content/images'
import type { ProductSpecificationSettings } from '@/content/product-settings'
import { specificationFacts } from './facts'
import { visibleSpecificationFlags } from './flags'
import { FactTable, SpecSection } from './section'
import styles from './styles.module.css'
import type { SectionProps } from './types'

export interface SpecificationsProps extends SectionProps {
  settings: ProductSpecificationSettings
}

export function Specifications({ product, context, settings }: SpecificationsProps) {
  const { t } = context
  const facts = specificationFacts(product, context)
  const flags = visibleSpecificationFlags(product.specificationFlags, settings.excludedKeys)
  if (facts.length === 0 && flags.length === 0) return null
  return (
    <SpecSection id="product-specifications" title={t('specs.specifications.heading')}>
      <FactTable facts={facts} />
      {flags.length > 0 && (
        <ul className={styles.flags} aria-label={t('specs.specifications.flags')}>
          {flags.map((flag, index) => {
            const icon = settings.hideImage ? null : toImage(flag.icon)
            // The title stays the accessible name; it is hidden only when an icon stands in for it.
            const titleClass = icon && flag.hideIconTitle ? 'visually-hidden' : styles.flagTitle
            return (
              <li key={flag.id ?? index} className={styles.flag}>
                {icon && (
                  <span className={styles.flagIcon} aria-hidden="true">
                    <CmsImage image={icon} sizes="48px" />
                  </span>
                )}
                <span className={titleClass}>{flag.title}</span>
              </li>
            )
          })}
        </ul>
      )}
      {settings.disclaimer && <p className={styles.note}>{settings.disclaimer}</p>}
    </SpecSection>
  )
}
