import type { ProductSpecificationFieldsFragment } from '@/content/generated/graphql'
import type { Translate } from '@/i18n/translate'
import type { Locale } from '@/routing/locales'

export type SpecificationsProduct = ProductSpecificationFieldsFragment

/** Where the product page is and its copy; every section takes the same context. */
export interface SectionContext {
  regionId: string
  locale: Locale
  t: Translate
}

export interface SectionProps {
  product: SpecificationsProduct
  context: SectionContext
}
