import type { Locale } from '../../../routing/locales'

export interface ShowcaseAssets {
  /** Landscape photos, 1200×800, alt text set. At least 6. */
  photos: readonly number[]
  /** Square icons, 256×256, alt text set. At least 12. */
  icons: readonly number[]
  /** A hosted WebM clip (media upload) for the hosted-video mode. */
  video: number
  /** Generic page ids by path: 'about-us', 'about-us/our-story', 'contact-us', 'find-a-distributor', 'foodservice-solutions'. */
  pages: ReadonlyMap<string, number>
  /** Blog category ids by slug (for the flex grid's most-recent mode). */
  blogCategories: ReadonlyMap<string, number>
}

export type ShowcaseBlock = { blockType: string } & Record<string, unknown>

export type ShowcaseBlocks = (assets: ShowcaseAssets, locale: Locale) => ShowcaseBlock[]
