import { SiteLink } from '@/components/link/site-link.client'
import { resolveLink } from '@/content/links'
import { text } from './format'
import { SpecSection } from './section'
import styles from './styles.module.css'
import type { SectionProps } from './types'

export function Ingredients({ product, context }: SectionProps) {
  const { t } = context
  const ingredients = text(product.ingredients)
  const contains = text(product.contains)
  const disclaimer = text(product.ingredientDisclaimerText)
  if (!ingredients && !contains && !disclaimer) return null
  const page = product.ingredientDisclaimerLink
  const link = page
    ? resolveLink(context, { reference: { relationTo: 'pages', value: page } })
    : null
  return (
    <SpecSection id="product-ingredients" title={t('specs.ingredients.heading')}>
      {ingredients && <p className={styles.ingredients}>{ingredients}</p>}
      {contains && (
        <p className={styles.allergens}>
          <strong>{t('specs.ingredients.contains')}</strong> {contains}
        </p>
      )}
      {(disclaimer || link) && (
        <p className={styles.note}>
          {disclaimer}
          {disclaimer && link && ' '}
          {link && (
            <SiteLink href={link.href}>
              {text(page?.title) ?? t('specs.ingredients.disclaimerLink')}
            </SiteLink>
          )}
        </p>
      )}
    </SpecSection>
  )
}
