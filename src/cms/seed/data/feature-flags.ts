import {
  OUTSIDE_US,
  OUTSIDE_US_AND_MEXICO,
  type RegionScope,
  US_AND_MEXICO,
  US_ONLY,
} from './region-scopes'

export interface SeedFeatureFlag {
  flagId: string
  active: boolean
  regions: RegionScope
}

const FLAGS_EVERYWHERE = ['sampleBag', 'compare', 'favorites', 'avocadoCalculator'] as const
/** The distributor directory exists for the United States only. */
const FLAGS_US_ONLY = ['distributorFinder'] as const

export const FEATURE_FLAGS: SeedFeatureFlag[] = [
  ...FLAGS_EVERYWHERE.map((flagId) => ({ flagId, active: true, regions: 'all' as const })),
  ...FLAGS_US_ONLY.flatMap((flagId) => [
    { flagId, active: true, regions: US_ONLY },
    { flagId, active: false, regions: OUTSIDE_US },
  ]),
  // The partner program runs where its settings switch it on (partner-program-settings.ts).
  { flagId: 'partnerProgram', active: true, regions: US_AND_MEXICO },
  { flagId: 'partnerProgram', active: false, regions: OUTSIDE_US_AND_MEXICO },
]
