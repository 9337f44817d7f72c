import type { CollectionSlug, Payload, Where } from 'payload'
import { LOCALES, type Locale } from '../../routing/locales'
import { ALL_REGION_IDS, regionTag } from '../../routing/regions'
import type { Localized } from './data/types'

/** Writes skip revalidation (no Next cache exists in the CLI) and run as the system, not a visitor. */
const WRITE = {
  overrideAccess: true,
  context: { skipRevalidate: true, skipSearchIndex: true },
  depth: 0,
} as const

export interface SeedContext {
  payload: Payload
  log: (message: string) => void
}

type Data = Record<string, unknown>

/** English first, then each other locale; `localized(locale)` returns only the localized fields. */
export async function createLocalized(
  ctx: SeedContext,
  collection: CollectionSlug,
  data: Data,
  localized: (locale: Locale) => Data,
  locales: readonly Locale[] = LOCALES,
): Promise<number> {
  const publish = { _status: 'published' }
  const created = await ctx.payload.create({
    collection,
    data: { ...data, ...localized('en'), ...publish },
    locale: 'en',
    ...WRITE,
  } as Parameters<Payload['create']>[0])
  const id = created.id as number
  for (const locale of locales) {
    if (locale === 'en') continue
    const data = withRowIds(localized(locale), created as unknown as Data)
    await ctx.payload.update({
      collection,
      id,
      data: { ...data, ...publish },
      locale,
      ...WRITE,
    } as Parameters<Payload['update']>[0])
  }
  return id
}

// Array rows are matched by id across locales: without them, another locale's update would replace
// the rows and drop the English copy.
export function withRowIds(data: Data, existing: Data): Data {
  const out: Data = {}
  for (const [key, value] of Object.entries(data)) {
    const before = existing[key]
    if (Array.isArray(value) && Array.isArray(before)) {
      out[key] = value.map((row, index) => {
        const previous = before[index] as Data | undefined
        return row && typeof row === 'object' && previous && typeof previous === 'object'
          ? { ...withRowIds(row as Data, previous), id: previous.id }
          : row
      })
    } else if (
      value &&
      typeof value === 'object' &&
      !Array.isArray(value) &&
      before &&
      typeof before === 'object'
    ) {
      out[key] = withRowIds(value as Data, before as Data)
    } else {
      out[key] = value
    }
  }
  return out
}

/** A document with no localized copy (or English only). */
export async function createPlain(
  ctx: SeedContext,
  collection: CollectionSlug,
  data: Data,
): Promise<number> {
  const created = await ctx.payload.create({
    collection,
    data: { ...data, _status: 'published' },
    locale: 'en',
    ...WRITE,
  } as Parameters<Payload['create']>[0])
  return created.id as number
}

export function pick(value: Localized, locale: Locale): string {
  return value[locale]
}

export function tagsOf(regionIds: readonly string[] | 'all'): string[] {
  return (regionIds === 'all' ? ALL_REGION_IDS : regionIds).map(regionTag)
}

/** A fixed clock so two seeds of the same code produce the same dates. */
export const SEED_REFERENCE_DATE = Date.UTC(2026, 10, 1)

export function daysAgo(days: number): string {
  return new Date(SEED_REFERENCE_DATE - days * 86_400_000).toISOString()
}

/** Deterministic pseudo-random numbers (mulberry32) so generated data is identical on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** The id of the first document matching `where`, or null: for linking what an earlier step seeded. */
export async function findSeededId(
  ctx: SeedContext,
  collection: CollectionSlug,
  where: Where,
): Promise<number | null> {
  const { docs } = await ctx.payload.find({
    collection,
    where,
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  const id = docs[0]?.id
  return typeof id === 'number' ? id : null
}
