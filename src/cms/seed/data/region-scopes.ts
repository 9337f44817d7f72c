import { ALL_REGION_IDS } from '../../../routing/regions'

/** Region ids a document is tagged for; the seed turns them into region tags. */
export type RegionScope = readonly string[] | 'all'

export const US_ONLY: RegionScope = ['us']
export const OUTSIDE_US: RegionScope = ALL_REGION_IDS.filter((id) => id !== 'us')

export const US_AND_MEXICO: RegionScope = ['us', 'mexico']
export const OUTSIDE_US_AND_MEXICO: RegionScope = ALL_REGION_IDS.filter(
  (id) => id !== 'us' && id !== 'mexico',
)
