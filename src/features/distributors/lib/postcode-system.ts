import type { DistanceUnit } from './distance'

/** The United States searches by ZIP code, states and miles; other regions by postcode and km. */
export const usesUsAddresses = (regionId: string) => regionId === 'us'

export const distanceUnit = (regionId: string): DistanceUnit =>
  usesUsAddresses(regionId) ? 'mile' : 'kilometer'

/** How far a postcode search looks: a day's delivery run for a food-service distributor. */
export const SEARCH_RADIUS: Record<DistanceUnit, number> = { mile: 250, kilometer: 400 }
