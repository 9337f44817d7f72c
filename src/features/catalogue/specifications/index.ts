// Compose on the product page in this order: Specifications, Ingredients, DietaryFlags, K12,
// ShippingStorage, Preparation.
export { Specifications, type SpecificationsProps } from './specifications'
export { Ingredients } from './ingredients'
export { DietaryFlags } from './dietary-flags'
export { K12 } from './k12'
export { ShippingStorage } from './shipping-storage'
export { Preparation } from './preparation'
export type { SectionContext, SectionProps, SpecificationsProduct } from './types'
