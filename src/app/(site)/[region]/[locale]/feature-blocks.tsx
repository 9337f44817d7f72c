import type { FeatureBlockRenderer } from '@/cms/blocks/block-context'
import type { ContentScope } from '@/content/scope'
import { AvocadoCalculator } from '@/features/avocado-calculator/avocado-calculator'
import type { CalculatorState } from '@/features/avocado-calculator/lib/url-state'
import { CompareAction } from '@/features/compare/compare-action'
import { CompareTray } from '@/features/compare/compare-tray'
import { FavoritesBlock } from '@/features/favorites/favorites-block'
import { LeadFormBlock } from '@/features/forms/lead-form-block'
import { FacetListing } from '@/features/listings/components/facet-listing'
import { FilteredGrid } from '@/features/listings/components/filtered-grid'
import type { ListingState } from '@/features/listings/lib/listing-state'
import { RecentlyViewedProductsBlock } from '@/features/recently-viewed/recently-viewed-products-block'
import { SampleBagBlock } from '@/features/sample-bag/sample-bag-block'

export interface FeatureBlockPage {
  /** The page's own URL: listings add their state after it. */
  pageUrl: string
  listingState: ListingState
  calculatorState: CalculatorState
}
import { ProductFinderBlock } from './product-finder-block'

/**
 * The page blocks features draw, composed here because blocks never import features. Each case
 * hands its block to the feature that owns it.
 */
export function featureBlocks(scope: ContentScope, page: FeatureBlockPage): FeatureBlockRenderer {
  return function renderFeatureBlock(block) {
    switch (block.__typename) {
      case 'ProductFacetBlock':
      case 'RecipeFacetBlock':
        if (!block.template) return null
        return (
          <>
            <FacetListing
              blockId={`listing-${block.id ?? block.template.id}`}
              templateId={block.template.id}
              templateSlug={block.template.slug ?? String(block.template.id)}
              scope={scope}
              pageUrl={page.pageUrl}
              state={page.listingState}
              cardAction={
                block.__typename === 'ProductFacetBlock'
                  ? (card) =>
                      card.sku && <CompareAction sku={card.sku} name={card.title} scope={scope} />
                  : undefined
              }
            />
            {block.__typename === 'ProductFacetBlock' && <CompareTray scope={scope} />}
          </>
        )
      case 'FilteredGridBlock':
        return <FilteredGrid block={block} scope={scope} />
      case 'FavoritesBlock':
        return <FavoritesBlock block={block} scope={scope} />
      case 'SampleBagBlock':
        return <SampleBagBlock block={block} scope={scope} />
      case 'RecentlyViewedProductsBlock':
        return <RecentlyViewedProductsBlock block={block} scope={scope} />
      case 'LeadFormBlock':
        return <LeadFormBlock block={block} scope={scope} pageUrl={page.pageUrl} />
      case 'ProductFinderBlock':
        return <ProductFinderBlock block={block} scope={scope} />
      case 'AvocadoCalculatorBlock':
        return (
          <AvocadoCalculator
            block={block}
            scope={scope}
            pageUrl={page.pageUrl}
            state={page.calculatorState}
          />
        )
      default:
        return null
    }
  }
}
