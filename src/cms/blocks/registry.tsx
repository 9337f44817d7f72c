import type { PageBlock } from '@/content/pages'
import type { BlockContext } from './block-context'
import { BackgroundImageBanner } from './background-image-banner/component'
import { ColorBlockGrid } from './color-block-grid/component'
import { ColorCardGrid } from './color-card-grid/component'
import { FeatureGrid } from './feature-grid/component'
import { FlexGrid } from './flex-grid/component'
import { HighlightGrid } from './highlight-grid/component'
import { HoverGrid } from './hover-grid/component'
import { IconTextGrid } from './icon-text-grid/component'
import { PhotoCardGrid } from './photo-card-grid/component'
import { ImagePopOutBanner } from './image-pop-out-banner/component'
import { InPageNavigation } from './in-page-navigation/component'
import { LargeImageBanner } from './large-image-banner/component'
import { PlainHtml } from './plain-html/component'
import { SectionHeader } from './section-header/component'
import { SingleImageBanner } from './single-image-banner/component'
import { SpacerRule } from './spacer-rule/component'
import { ThreeFeatureBanner } from './three-feature-banner/component'
import { TwoColumnSlide } from './two-column-slide/component'
import { Video } from './video/component'

export function RenderBlock({ block, context }: { block: PageBlock; context: BlockContext }) {
  switch (block.__typename) {
    case 'SectionHeaderBlock':
      return <SectionHeader block={block} context={context} />
    case 'PlainHtmlBlock':
      return <PlainHtml block={block} />
    case 'SpacerRuleBlock':
      return <SpacerRule block={block} />
    case 'FlexGridBlock':
      return <FlexGrid block={block} context={context} />
    case 'IconTextGridBlock':
      return <IconTextGrid block={block} context={context} />
    case 'HoverGridBlock':
      return <HoverGrid block={block} context={context} />
    case 'HighlightGridBlock':
      return <HighlightGrid block={block} context={context} />
    case 'FeatureGridBlock':
      return <FeatureGrid block={block} context={context} />
    case 'ColorBlockGridBlock':
      return <ColorBlockGrid block={block} context={context} />
    case 'ColorCardGridBlock':
      return <ColorCardGrid block={block} context={context} />
    case 'PhotoCardGridBlock':
      return <PhotoCardGrid block={block} context={context} />
    case 'BackgroundImageBannerBlock':
      return <BackgroundImageBanner block={block} context={context} />
    case 'ImagePopOutBannerBlock':
      return <ImagePopOutBanner block={block} context={context} />
    case 'SingleImageBannerBlock':
      return <SingleImageBanner block={block} context={context} />
    case 'LargeImageBannerBlock':
      return <LargeImageBanner block={block} context={context} />
    case 'ThreeFeatureBannerBlock':
      return <ThreeFeatureBanner block={block} context={context} />
    case 'TwoColumnSlideBlock':
      return <TwoColumnSlide block={block} context={context} />
    case 'VideoBlock':
      return <Video block={block} context={context} />
    case 'InPageNavigationBlock':
      return <InPageNavigation block={block} context={context} />
    default:
      return context.renderFeatureBlock?.(block) ?? null
  }
}

export function RenderBlocks({
  blocks,
  context,
}: {
  blocks: readonly PageBlock[]
  context: BlockContext
}) {
  return blocks.map((block, index) => (
    <RenderBlock key={block.id ?? index} block={block} context={context} />
  ))
}
