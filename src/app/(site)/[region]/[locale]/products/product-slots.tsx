import type { ProductSlots } from '@/features/catalogue/product-slots'
import { RecentlyViewedRecorder } from '@/features/recently-viewed/components/recently-viewed-recorder.client'

/** The other features' parts on product pages and cards, composed here so features stay apart. */
export const productSlots: ProductSlots = {
  pageExtras: (scope, product) => product && <RecentlyViewedRecorder regionId={scope.regionId} sku={product.sku} />,
}
