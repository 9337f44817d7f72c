import { OUTSIDE_US, type RegionScope, US_ONLY } from './region-scopes'

export interface SeedFeatureFlag {
  flagId: string
  active: boolean
  regions: RegionScope
}

const FLAGS_EVERYWHERE = ['sampleBag', 'productCompare', 'favorites', 'avocadoCalculator'] as const
/** The directory and the partner program exist for the United States only. */
const FLAGS_US_ONLY = ['distributorFinder', 'partnerProgram'] as const

export const FEATURE_FLAGS: SeedFeatureFlag[] = [
  ...FLAGS_EVERYWHERE.map((flagId) => ({ flagId, active: true, regions: 'all' as const })),
  ...FLAGS_US_ONLY.flatMap((flagId) => [
    { flagId, active: true, regions: US_ONLY },
    { flagId, active: false, regions: OUTSIDE_US },
  ]),
]
