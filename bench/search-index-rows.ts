import { sql as postgresSql } from '@payloadcms/db-postgres'
import { sql as sqliteSql } from '@payloadcms/db-sqlite'
import type { Payload } from 'payload'
import { searchDatabase } from '../src/cms/search/stores'

/** What the bench needs of one index entry to make queries a visitor could type. */
export interface IndexRow {
  title: string
  sku: string | null
  locale: string
  /** Space-delimited region tags, as stored (` regionUs regionMexico `). */
  regions: string
  kind: string
}

export interface IndexSize {
  entries: number
  indexedProducts: number
  products: number
}

type Row = Record<string, unknown>

/** Runs read-only SQL on either database through the connection the search store uses. */
async function select(payload: Payload, text: string): Promise<Row[]> {
  const db = (await searchDatabase(payload)) as {
    all?: (query: unknown) => Promise<Row[]>
    execute?: (query: unknown) => Promise<{ rows: Row[] }>
  }
  if (payload.db.name === 'postgres' && db.execute)
    return (await db.execute(postgresSql.raw(text))).rows
  if (db.all) return db.all(sqliteSql.raw(text))
  throw new Error(`the search bench cannot read a ${payload.db.name} database`)
}

export async function readIndexRows(payload: Payload): Promise<IndexRow[]> {
  const rows = await select(
    payload,
    'SELECT title, sku, locale, regions, kind FROM search_documents ORDER BY id',
  )
  return rows.map((row) => ({
    title: String(row.title),
    sku: typeof row.sku === 'string' && row.sku ? row.sku : null,
    locale: String(row.locale),
    regions: String(row.regions),
    kind: String(row.kind),
  }))
}

export async function readIndexSize(payload: Payload): Promise<IndexSize> {
  const [row] = await select(
    payload,
    `SELECT count(*) AS entries,
      count(DISTINCT CASE WHEN collection = 'products' THEN doc_id END) AS indexed_products
     FROM search_documents`,
  )
  const products = await payload.count({ collection: 'products', overrideAccess: true })
  return {
    entries: Number(row?.entries ?? 0),
    indexedProducts: Number(row?.indexed_products ?? 0),
    products: products.totalDocs,
  }
}
