import type { FeatureBlockRenderer } from '@/cms/blocks/block-context'
import type { ContentScope } from '@/content/scope'
import { FavoritesBlock } from '@/features/favorites/favorites-block'
import { RecentlyViewedProductsBlock } from '@/features/recently-viewed/recently-viewed-products-block'
import { SampleBagBlock } from '@/features/sample-bag/sample-bag-block'

/**
 * The page blocks features draw, composed here because blocks never import features. Each case
 * hands its block to the feature that owns it.
 */
export function featureBlocks(scope: ContentScope): FeatureBlockRenderer {
  return function renderFeatureBlock(block) {
    switch (block.__typename) {
      case 'FavoritesBlock':
        return <FavoritesBlock block={block} scope={scope} />
      case 'SampleBagBlock':
        return <SampleBagBlock block={block} scope={scope} />
      case 'RecentlyViewedProductsBlock':
        return <RecentlyViewedProductsBlock block={block} scope={scope} />
      default:
        return null
    }
  }
}
