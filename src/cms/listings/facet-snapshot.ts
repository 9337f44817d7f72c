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
  /** Index row ids, by position: up to 2^52 (SQLite gives each locale an id range of its own). */
  ids: Float64Array
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

function pairsOf(list: [number, number][]): NumberPairs {
  const entries = new Int32Array(list.length)
  const numbers = new Float64Array(list.length)
  list.forEach(([position, number], index) => {
    entries[index] = position
    numbers[index] = number
  })
  return { entries, numbers }
}

const text = (value: unknown) => (typeof value === 'string' ? value : String(value ?? ''))

/** Aggregated lists, not a row per entry: 118,000 row objects cost seconds, their text milliseconds. */
const listItems = (value: unknown) => (typeof value === 'string' && value ? value.split(',') : [])

async function readEntries(runner: SqlRunner, where: SQL) {
  const { sql } = runner
  const [row] = await runner.rows(sql`SELECT ${runner.listOf(
    sql`e.position || '|' || e.id || '|' || e.title_rank || '|' || coalesce(e.date, '') || '|' || e.doc_id`,
  )} AS entries
    FROM (SELECT d.id AS id, d.doc_id AS doc_id, d.date AS date,
        row_number() OVER (ORDER BY d.title, d.id) AS position,
        dense_rank() OVER (ORDER BY d.title) AS title_rank
      FROM search_documents d WHERE ${where}) e`)
  const items = listItems(row?.entries)
  const ids = new Float64Array(items.length)
  const titleRanks = new Int32Array(items.length)
  const docIds: string[] = new Array<string>(items.length).fill('')
  const dates: (string | null)[] = new Array<string | null>(items.length).fill(null)
  for (const item of items) {
    const [position, id, rank, date, ...docId] = item.split('|')
    const at = Number(position) - 1
    if (!(at >= 0 && at < items.length)) continue
    ids[at] = Number(id)
    titleRanks[at] = Number(rank)
    dates[at] = date || null
    docIds[at] = docId.join('|')
  }
  return { ids, titleRanks, docIds, dates }
}

/** Reads one scope of the index: its entries in title order, then each attribute value's entries. */
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
  const rows = await runner.rows(sql`SELECT a.attribute AS attribute, a.value AS value,
      max(a.label) AS label, max(a.number) AS number, ${runner.listOf(sql`a.entry_id`)} AS entries
    FROM search_documents d ${runner.joinLeftFirst} search_attributes a ON a.entry_id = d.id
    WHERE ${where}
    GROUP BY a.attribute, a.value`)
  const values = new Map<string, Map<string, ValueBits>>()
  const numberLists = new Map<string, [number, number][]>()
  for (const row of rows) {
    const attribute = text(row.attribute)
    const positions = listItems(row.entries).flatMap((id) => positionOf.get(Number(id)) ?? [])
    if (positions.length === 0) continue
    let byValue = values.get(attribute)
    if (!byValue) values.set(attribute, (byValue = new Map()))
    byValue.set(text(row.value), { label: text(row.label), bits: new TypedFastBitSet(positions) })
    const number = row.number === null || row.number === undefined ? NaN : Number(row.number)
    if (!Number.isFinite(number)) continue
    let list = numberLists.get(attribute)
    if (!list) numberLists.set(attribute, (list = []))
    for (const position of positions) list.push([position, number])
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
