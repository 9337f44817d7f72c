import 'server-only'
import {
  type Distributor,
  listLocatedDistributors,
  searchDistributors,
} from '@/content/distributors'
import type { ContentScope } from '@/content/scope'
import { distanceBetween, type DistanceUnit } from '../lib/distance'
import { type FinderState, hasSearch } from '../lib/finder-state'
import { nameMatches } from '../lib/name-match'
import { distanceUnit, SEARCH_RADIUS, usesUsAddresses } from '../lib/postcode-system'
import { isPostcode, usZip5 } from '../lib/zip'
import { zipCentroid } from './zip-centroids'

export const PER_PAGE = 10

export interface FinderResult {
  distributor: Distributor
  /** In `unit`; null when the search was not by distance. */
  distance: number | null
}

export type FinderOutcome =
  | { kind: 'idle' }
  | { kind: 'invalidPostcode' }
  | {
      kind: 'results'
      total: number
      page: number
      pageCount: number
      results: FinderResult[]
      unit: DistanceUnit
    }

const pageCountOf = (total: number) => Math.max(1, Math.ceil(total / PER_PAGE))

async function byFilter(
  scope: ContentScope,
  state: FinderState,
  postcode: string,
): Promise<FinderOutcome> {
  const { total, distributors } = await searchDistributors(
    scope,
    { name: state.name, state: state.state, postcode },
    state.page,
    PER_PAGE,
  )
  return {
    kind: 'results',
    total,
    page: state.page,
    pageCount: pageCountOf(total),
    results: distributors.map((distributor) => ({ distributor, distance: null })),
    unit: distanceUnit(scope.regionId),
  }
}

/** Nearest first within the radius, from the region's located distributors (one cached read). */
async function byDistance(
  scope: ContentScope,
  state: FinderState,
  zip: string,
): Promise<FinderOutcome> {
  const origin = await zipCentroid(zip)
  if (!origin) return byFilter(scope, state, zip)
  const unit = distanceUnit(scope.regionId)
  const located = await listLocatedDistributors(scope)
  const matches = located
    .filter((d) => (!state.state || d.state === state.state) && nameMatches(d.name, state.name))
    .map((distributor) => ({
      distributor,
      distance: distanceBetween(
        origin,
        { latitude: distributor.latitude ?? 0, longitude: distributor.longitude ?? 0 },
        unit,
      ),
    }))
    .filter(
      (result) => result.distance <= SEARCH_RADIUS[unit] || result.distributor.postcode === zip,
    )
    .sort((a, b) => a.distance - b.distance || a.distributor.name.localeCompare(b.distributor.name))
  const start = (state.page - 1) * PER_PAGE
  return {
    kind: 'results',
    total: matches.length,
    page: state.page,
    pageCount: pageCountOf(matches.length),
    results: matches.slice(start, start + PER_PAGE),
    unit,
  }
}

export async function findDistributors(
  scope: ContentScope,
  state: FinderState,
): Promise<FinderOutcome> {
  if (!hasSearch(state)) return { kind: 'idle' }
  if (!state.postcode) return byFilter(scope, state, '')
  if (!usesUsAddresses(scope.regionId))
    return isPostcode(state.postcode)
      ? byFilter(scope, state, state.postcode)
      : { kind: 'invalidPostcode' }
  const zip = usZip5(state.postcode)
  return zip ? byDistance(scope, state, zip) : { kind: 'invalidPostcode' }
}
