import type { ContentScope } from '@/content/scope'
import type { Translate } from '@/i18n/translate'
import type { Locale } from '@/routing/locales'

/** What a block needs to know about the page it is on: where it is, how to read more, its copy. */
export interface BlockContext {
  regionId: string
  locale: Locale
  /** The page's content scope: blocks that read more content (most-recent grids, rich text) use it. */
  scope: ContentScope
  t: Translate
}
