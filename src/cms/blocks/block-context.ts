import type { ContentScope } from '@/content/scope'
import type { Translate } from '@/i18n/translate'
import type { Locale } from '@/routing/locales'

export interface BlockContext {
  regionId: string
  locale: Locale
  scope: ContentScope
  t: Translate
}

export interface BlockProps<Block> {
  block: Block
  context: BlockContext
}
