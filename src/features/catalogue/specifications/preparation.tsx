import { CmsImage } from '@/components/media/cms-image'
import { toImage } from '@/content/images'
import { preparationFacts } from './facts'
import { text } from './format'
import { shownPreparationMethods } from './preparation-methods'
import { FactTable, SpecSection } from './section'
import styles from './styles.module.css'
import type { SectionProps } from './types'

export function Preparation({ product, context }: SectionProps) {
  const { t } = context
  const description = text(product.preparationDescription)
  const facts = preparationFacts(product, context)
  const instructions = shownPreparationMethods(product)
  if (!description && facts.length === 0 && instructions.length === 0) return null
  return (
    <SpecSection id="product-preparation" title={t('specs.preparation.heading')}>
      {description && <p>{description}</p>}
      <FactTable facts={facts} />
      {instructions.length > 0 && (
        <ol className={styles.methods} aria-label={t('specs.preparation.instructions')}>
          {instructions.map((step, index) => {
            const bullets = (step.bullets ?? []).flatMap((bullet) =>
              text(bullet.text) ? [bullet] : [],
            )
            const icon = toImage(step.icon)
            return (
              <li key={step.id ?? index} className={styles.method}>
                <h3 className={styles.methodName}>
                  {icon && (
                    <span className={styles.methodIcon} aria-hidden="true">
                      <CmsImage image={icon} sizes="40px" />
                    </span>
                  )}
                  {step.methodName}
                </h3>
                {text(step.description) && (
                  <p className={styles.methodSummary}>{step.description}</p>
                )}
                {bullets.length > 0 && (
                  <ul className={styles.steps}>
                    {bullets.map((bullet, bulletIndex) => (
                      <li key={bullet.id ?? bulletIndex}>{bullet.text}</li>
                    ))}
                  </ul>
                )}
              </li>
            )
          })}
        </ol>
      )}
    </SpecSection>
  )
}
