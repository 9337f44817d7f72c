import type { Block } from 'payload'
import { PlainHtmlBlock } from './plain-html/config'
import { SectionHeaderBlock } from './section-header/config'
import { SpacerRuleBlock } from './spacer-rule/config'

/** Every block an editor can place on a page; components are mapped in registry.tsx. */
export const PAGE_BLOCKS: Block[] = [SectionHeaderBlock, PlainHtmlBlock, SpacerRuleBlock]
