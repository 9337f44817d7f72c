import { shippingFacts } from './facts'
import { FactTable, SpecSection } from './section'
import type { SectionProps } from './types'

export function ShippingStorage({ product, context }: SectionProps) {
  const { t } = context
  const facts = shippingFacts(product, context)
  if (facts.length === 0) return null
  return (
    <SpecSection id="product-shipping-storage" title={t('specs.shipping.heading')}>
      <FactTable facts={facts} />
    </SpecSection>
  )
}
