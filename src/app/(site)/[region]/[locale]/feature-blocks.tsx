import type { FeatureBlockRenderer } from '@/cms/blocks/block-context'
import type { ContentScope } from '@/content/scope'
import { productFinderBlock } from './product-finder-block'

/**
 * The page blocks features draw, composed here because blocks never import features. Each case
 * hands its block to the feature that owns it.
 */
export function featureBlocks(scope: ContentScope): FeatureBlockRenderer {
  return (block) => {
    switch (block.__typename) {
      case 'ProductFinderBlock':
        return productFinderBlock(block, scope)
      default:
        return null
    }
  }
}
