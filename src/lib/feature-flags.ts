/**
 * decisions.md: features are switched per region by flags named after them; a missing flag means
 * on. The CMS accepts only these names, so a typo cannot silently leave a feature on.
 */
export const FEATURE_FLAG_IDS = [
  'avocadoCalculator',
  'sampleBag',
  'compare',
  'favorites',
  'productFinder',
  'partnerProgram',
  'search',
  'distributorFinder',
  'emailSignup',
] as const

export type FeatureFlagId = (typeof FEATURE_FLAG_IDS)[number]

export function isFeatureFlagId(value: unknown): value is FeatureFlagId {
  return FEATURE_FLAG_IDS.includes(value as FeatureFlagId)
}
