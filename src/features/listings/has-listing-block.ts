import type { PageView } from '@/content/pages'

export const LISTING_BLOCKS: readonly string[] = ['ProductFacetBlock', 'RecipeFacetBlock']

export const hasListingBlock = (page: Pick<PageView, 'blocks'>) =>
  page.blocks.some((block) => LISTING_BLOCKS.includes(block.__typename))
