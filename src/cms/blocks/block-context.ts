import type { ReactNode } from 'react'
import type { PageBlock } from '@/content/pages'
import type { ContentScope } from '@/content/scope'
import type { Translate } from '@/i18n/translate'
import type { Locale } from '@/routing/locales'

export interface BlockContext {
  regionId: string
  locale: Locale
  scope: ContentScope
  t: Translate
  /**
   * Draws the blocks a feature renders (listings, finder, the visitor's lists). The page route
   * supplies it, so blocks never import features.
   */
  renderFeatureBlock?: FeatureBlockRenderer
  /** Site routes of features switched off in the region: links to them are left out. */
  routesOff?: readonly string[]
}

export type FeatureBlockRenderer = (block: PageBlock) => ReactNode

export interface BlockProps<Block> {
  block: Block
  context: BlockContext
}
