import type { ProductSpecificationFieldsFragment } from '@/content/generated/graphql'
import type { Translate } from '@/i18n/translate'
import type { Locale } from '@/routing/locales'

export type SpecificationsProduct = ProductSpecificationFieldsFragment

export interface SectionContext {
  regionId: string
  locale: Locale
  t: Translate
}

export interface SectionProps {
  product: SpecificationsProduct
  context: SectionContext
}
