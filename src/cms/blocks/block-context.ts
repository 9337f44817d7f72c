import type { Locale } from '@/routing/locales'

/** What a block needs to know about the page it is on to build links and copy. */
export interface BlockContext {
  regionId: string
  locale: Locale
}
