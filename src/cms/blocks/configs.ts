import type { Block } from 'payload'
import { BackgroundImageBannerBlock } from './background-image-banner/config'
import { ColorBlockGridBlock } from './color-block-grid/config'
import { ColorCardGridBlock } from './color-card-grid/config'
import { FeatureGridBlock } from './feature-grid/config'
import { FlexGridBlock } from './flex-grid/config'
import { HighlightGridBlock } from './highlight-grid/config'
import { HoverGridBlock } from './hover-grid/config'
import { IconTextGridBlock } from './icon-text-grid/config'
import { PhotoCardGridBlock } from './photo-card-grid/config'
import { ImagePopOutBannerBlock } from './image-pop-out-banner/config'
import { InPageNavigationBlock } from './in-page-navigation/config'
import { LargeImageBannerBlock } from './large-image-banner/config'
import { PlainHtmlBlock } from './plain-html/config'
import { SectionHeaderBlock } from './section-header/config'
import { SingleImageBannerBlock } from './single-image-banner/config'
import { SpacerRuleBlock } from './spacer-rule/config'
import { ThreeFeatureBannerBlock } from './three-feature-banner/config'
import { TwoColumnSlideBlock } from './two-column-slide/config'
import { VideoBlock } from './video/config'
import { ProductFacetBlock } from './product-facet-listing/config'
import { RecipeFacetBlock } from './recipe-facet-listing/config'
import { FilteredGridBlock } from './filtered-grid/config'
import { ProductFinderBlock } from './product-finder/config'
import { FavoritesBlock } from './favorites/config'
import { SampleBagBlock } from './sample-bag/config'
import { RecentlyViewedProductsBlock } from './recently-viewed-products/config'
import { LeadFormBlock } from './lead-form/config'
import { AvocadoCalculatorBlock } from './avocado-calculator/config'

/** Every block an editor can place on a page; components are mapped in registry.tsx. */
export const PAGE_BLOCKS: Block[] = [
  SectionHeaderBlock,
  PlainHtmlBlock,
  SpacerRuleBlock,
  FlexGridBlock,
  IconTextGridBlock,
  HoverGridBlock,
  HighlightGridBlock,
  FeatureGridBlock,
  ColorBlockGridBlock,
  ColorCardGridBlock,
  PhotoCardGridBlock,
  BackgroundImageBannerBlock,
  ImagePopOutBannerBlock,
  SingleImageBannerBlock,
  LargeImageBannerBlock,
  ThreeFeatureBannerBlock,
  TwoColumnSlideBlock,
  VideoBlock,
  InPageNavigationBlock,
  FilteredGridBlock,
  ProductFacetBlock,
  RecipeFacetBlock,
  ProductFinderBlock,
  FavoritesBlock,
  SampleBagBlock,
  RecentlyViewedProductsBlock,
  LeadFormBlock,
  AvocadoCalculatorBlock,
]
