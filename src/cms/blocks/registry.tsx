import type { PageBlock } from '@/content/pages'
import type { BlockContext } from './block-context'
import { PlainHtml } from './plain-html/component'
import { SectionHeader } from './section-header/component'
import { SpacerRule } from './spacer-rule/component'

/** The one place a block type meets its component; a new block adds a line here. */
export function RenderBlock({ block, context }: { block: PageBlock; context: BlockContext }) {
  switch (block.__typename) {
    case 'SectionHeaderBlock':
      return <SectionHeader block={block} context={context} />
    case 'PlainHtmlBlock':
      return <PlainHtml block={block} />
    case 'SpacerRuleBlock':
      return <SpacerRule block={block} />
    default:
      return null
  }
}

export function RenderBlocks({ blocks, context }: { blocks: readonly PageBlock[]; context: BlockContext }) {
  return blocks.map((block, index) => <RenderBlock key={block.id ?? index} block={block} context={context} />)
}
