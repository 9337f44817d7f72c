export interface Coordinates {
  latitude: number
  longitude: number
}

export type DistanceUnit = 'mile' | 'kilometer'

const EARTH_RADIUS = { mile: 3958.8, kilometer: 6371.0 } as const
const radians = (degrees: number) => (degrees * Math.PI) / 180

/** Great-circle distance (haversine), ample for "which is nearest" at city scale. */
export function distanceBetween(from: Coordinates, to: Coordinates, unit: DistanceUnit): number {
  const dLat = radians(to.latitude - from.latitude)
  const dLon = radians(to.longitude - from.longitude)
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS[unit] * Math.asin(Math.min(1, Math.sqrt(a)))
}

export const isCoordinates = (latitude: unknown, longitude: unknown): boolean =>
  typeof latitude === 'number' &&
  typeof longitude === 'number' &&
  Number.isFinite(latitude) &&
  Number.isFinite(longitude) &&
  Math.abs(latitude) <= 90 &&
  Math.abs(longitude) <= 180
