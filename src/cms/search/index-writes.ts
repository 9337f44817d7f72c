import { raiseGeneration } from './index-generation'
import type { SearchEntry } from './search-entry'
import type { SqlRunner } from './sql-runner'
import { storedValues } from './stored-row'

/** Replaces every entry of one document, with its filterable attributes, in either database. */
export async function replaceEntries(
  runner: SqlRunner,
  collection: string,
  docId: string,
  entries: SearchEntry[],
): Promise<void> {
  const { sql } = runner
  await runner.rows(sql`DELETE FROM search_attributes WHERE entry_id IN
    (SELECT id FROM search_documents WHERE collection = ${collection} AND doc_id = ${docId})`)
  await runner.rows(
    sql`DELETE FROM search_documents WHERE collection = ${collection} AND doc_id = ${docId}`,
  )
  for (const entry of entries) {
    const v = storedValues(entry)
    const [inserted] = await runner.rows(sql`INSERT INTO search_documents
      (id, collection, doc_id, locale, regions, kind, title, sku, summary, link, image, date,
       match_title, match_sku, match_body)
      VALUES (${runner.newEntryId(entry.locale)}, ${v.collection}, ${v.docId}, ${v.locale}, ${v.regions}, ${v.kind}, ${v.title},
       ${v.sku}, ${v.summary}, ${v.link}, ${v.image}, ${v.date},
       ${v.matchTitle}, ${v.matchSku}, ${v.matchBody})
      RETURNING id`)
    if (!inserted || entry.attributes.length === 0) continue
    const rows = entry.attributes.map(
      (item) =>
        sql`(${inserted.id}, ${item.attribute}, ${item.value}, ${item.label}, ${item.number})`,
    )
    await runner.rows(sql`INSERT INTO search_attributes (entry_id, attribute, value, label, number)
      VALUES ${sql.join(rows, sql`, `)}`)
  }
  await raiseGeneration(runner, collection)
}

/** The index predates filterable attributes when it holds entries but no attribute at all. */
export async function lacksAttributes(runner: SqlRunner): Promise<boolean> {
  const { sql } = runner
  const [row] = await runner.rows(sql`SELECT
    (SELECT count(*) FROM (SELECT 1 FROM search_documents LIMIT 1) d) AS entries,
    (SELECT count(*) FROM (SELECT 1 FROM search_attributes LIMIT 1) a) AS attributes`)
  return Number(row?.entries) > 0 && Number(row?.attributes) === 0
}
