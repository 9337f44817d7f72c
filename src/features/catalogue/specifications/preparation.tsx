import { CmsImage } from '@/components/media/cms-image'
import { toImage } from '@/content/images'
import { text } from './format'
import { FactTable, SpecSection, presentFacts } from './section'
import styles from './styles.module.css'
import type { SectionProps } from './types'

export const MAX_PREPARATION_INSTRUCTIONS = 8

/** How to cook the product: the overview, then one card per method with its steps. */
export function Preparation({ product, context }: SectionProps) {
  const { t } = context
  const description = text(product.preparationDescription)
  const facts = presentFacts([
    { label: t('specs.preparation.method'), value: text(product.preparationMethodType?.name) },
    { label: t('specs.preparation.time'), value: text(product.preparationTime) },
    { label: t('specs.preparation.temperature'), value: text(product.preparationTemperature) },
  ])
  const instructions = (product.preparationInstructions ?? [])
    .filter((step) => text(step.methodName))
    .slice(0, MAX_PREPARATION_INSTRUCTIONS)
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
