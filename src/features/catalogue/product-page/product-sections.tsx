import { getProductSpecificationSettings } from '@/content/product-settings'
import type { ProductDetail } from '@/content/products'
import type { ContentScope } from '@/content/scope'
import type { Translate } from '@/i18n/translate'
import {
  DietaryFlags,
  Ingredients,
  K12,
  Preparation,
  ShippingStorage,
  Specifications,
} from '../specifications'

export async function ProductSections({
  product,
  scope,
  t,
}: {
  product: ProductDetail
  scope: ContentScope
  t: Translate
}) {
  const settings = await getProductSpecificationSettings(scope)
  const context = { regionId: scope.regionId, locale: scope.locale, t }
  return (
    <>
      <Specifications product={product} context={context} settings={settings} />
      <Ingredients product={product} context={context} />
      <DietaryFlags product={product} context={context} />
      <K12 product={product} context={context} />
      <ShippingStorage product={product} context={context} />
      <Preparation product={product} context={context} />
    </>
  )
}
