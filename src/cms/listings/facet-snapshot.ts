import { TypedFastBitSet } from 'typedfastbitset'
import { regionNeedle } from '../search/stored-row'
import type { SQL, SqlRunner } from '../search/sql-runner'

export interface SnapshotScope {
  collection: string
  locale: string
  regionTag: string
}

export interface ValueBits {
  label: string
  bits: TypedFastBitSet
}

export interface NumberPairs {
  /** Entry positions and their numbers, one pair per stored number. */
  entries: Int32Array
  numbers: Float64Array
}

/**
 * One scope of the public index held as bitsets over its entries (positions in title order), so a
 * listing's filters and counts are set operations whose cost barely grows with the catalogue.
 * `generation` is the index generation it was read at.
 */
export interface FacetSnapshot {
  generation: number
  size: number
  /** Index row ids, by position. */
  ids: Int32Array
  docIds: string[]
  /** Dense title rank in the database's own collation, by position. */
  titleRanks: Int32Array
  dates: (string | null)[]
  values: Map<string, Map<string, ValueBits>>
  numbers: Map<string, NumberPairs>
  /** Every entry of the scope. */
  all: TypedFastBitSet
  /** Positions in a sort order, built the first time that order is asked for. */
  orders: Map<string, Int32Array>
}

const text = (value: unknown) => (typeof value === 'string' ? value : String(value ?? ''))

async function readEntries(runner: SqlRunner, where: SQL) {
  const { sql } = runner
  const rows = await runner.rows(sql`SELECT d.id AS id, d.doc_id AS doc_id, d.title AS title,
      d.date AS date
    FROM search_documents d WHERE ${where} ORDER BY d.title, d.id`)
  const ids = new Int32Array(rows.length)
  const titleRanks = new Int32Array(rows.length)
  const docIds: string[] = []
  const dates: (string | null)[] = []
  let rank = 0
  rows.forEach((row, position) => {
    ids[position] = Number(row.id)
    docIds.push(text(row.doc_id))
    dates.push(typeof row.date === 'string' && row.date ? row.date : null)
    if (position > 0 && text(row.title) !== text(rows[position - 1]!.title)) rank++
    titleRanks[position] = rank
  })
  return { ids, titleRanks, docIds, dates }
}

function pairsOf(list: [number, number][]): NumberPairs {
  const entries = new Int32Array(list.length)
  const numbers = new Float64Array(list.length)
  list.forEach(([position, number], index) => {
    entries[index] = position
    numbers[index] = number
  })
  return { entries, numbers }
}

/** Reads one scope of the index: its entries in title order, then every attribute row of them. */
export async function readSnapshot(
  runner: SqlRunner,
  scope: SnapshotScope,
  generation: number,
): Promise<FacetSnapshot> {
  const { sql } = runner
  const where = sql`d.collection = ${scope.collection} AND d.locale = ${scope.locale}
    AND ${runner.contains(sql`d.regions`, regionNeedle(scope.regionTag))}`
  const { ids, titleRanks, docIds, dates } = await readEntries(runner, where)
  const positionOf = new Map<number, number>()
  ids.forEach((id, position) => positionOf.set(id, position))
  const rows = await runner.rows(sql`SELECT a.entry_id AS entry_id, a.attribute AS attribute,
      a.value AS value, a.label AS label, a.number AS number
    FROM search_documents d ${runner.joinLeftFirst} search_attributes a ON a.entry_id = d.id
    WHERE ${where}`)
  const values = new Map<string, Map<string, ValueBits>>()
  const numberLists = new Map<string, [number, number][]>()
  for (const row of rows) {
    const position = positionOf.get(Number(row.entry_id))
    if (position === undefined) continue
    const attribute = text(row.attribute)
    const value = text(row.value)
    const label = text(row.label)
    let byValue = values.get(attribute)
    if (!byValue) values.set(attribute, (byValue = new Map()))
    const known = byValue.get(value)
    if (known) {
      known.bits.add(position)
      if (label > known.label) known.label = label
    } else {
      const bits = new TypedFastBitSet()
      bits.add(position)
      byValue.set(value, { label, bits })
    }
    if (row.number !== null && row.number !== undefined) {
      const number = Number(row.number)
      if (!Number.isFinite(number)) continue
      let list = numberLists.get(attribute)
      if (!list) numberLists.set(attribute, (list = []))
      list.push([position, number])
    }
  }
  const all = new TypedFastBitSet()
  if (ids.length > 0) all.addRange(0, ids.length)
  return {
    generation,
    size: ids.length,
    ids,
    docIds,
    titleRanks,
    dates,
    values,
    numbers: new Map([...numberLists].map(([attribute, list]) => [attribute, pairsOf(list)])),
    all,
    orders: new Map(),
  }
}

/** Roughly what a snapshot holds in memory, for the cache's size bound. */
export function snapshotBytes(snapshot: FacetSnapshot): number {
  let bytes = snapshot.size * 64
  for (const byValue of snapshot.values.values())
    for (const { bits } of byValue.values()) bytes += bits.words.byteLength + 64
  for (const pairs of snapshot.numbers.values()) bytes += pairs.entries.length * 12
  return bytes
}
