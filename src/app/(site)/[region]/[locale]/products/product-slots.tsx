import type { ProductSlots } from '@/features/catalogue/product-slots'
import { CompareAction } from '@/features/compare/compare-action'
import { CompareTray } from '@/features/compare/compare-tray'
import { ProductFavoriteAction } from '@/features/favorites/product-favorite-action'
import { SampleBagAction } from '@/features/sample-bag/sample-bag-action'
import { RecentlyViewedRecorder } from '@/features/recently-viewed/components/recently-viewed-recorder.client'

export const productSlots: ProductSlots = {
  productActions: (product, scope) => (
    <>
      <SampleBagAction
        sku={product.sku}
        name={product.name}
        getASample={product.getASample}
        scope={scope}
      />
      <ProductFavoriteAction
        sku={product.sku}
        slug={product.slug}
        name={product.name}
        scope={scope}
      />
      <CompareAction sku={product.sku} name={product.name} scope={scope} />
    </>
  ),
  cardActions: (card, scope) => <CompareAction sku={card.sku} name={card.name} scope={scope} />,
  pageExtras: (scope, product) => (
    <>
      <CompareTray scope={scope} />
      {product && <RecentlyViewedRecorder regionId={scope.regionId} sku={product.sku} />}
    </>
  ),
}
