import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { localeIdRange } from '../../search/locale-range'

// Written by hand, like the search index it renumbers: each locale's entries move to the id range
// the search store now writes them in (src/cms/search/locale-range.ts), keeping their order, and
// the FTS5 index is rebuilt for the new ids. Nothing else refers to an entry but its attributes.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  const locales = await db.all<{ locale: string }>(
    sql`SELECT DISTINCT locale FROM search_documents ORDER BY locale`,
  )
  await db.run(sql`CREATE TEMP TABLE search_renumber (old_id integer PRIMARY KEY, new_id integer)`)
  for (const { locale } of locales) {
    const { first } = localeIdRange(locale)
    await db.run(sql`INSERT INTO search_renumber (old_id, new_id)
      SELECT id, CAST(${first} AS INTEGER) + row_number() OVER (ORDER BY id)
      FROM search_documents WHERE locale = ${locale}`)
  }
  await db.run(sql`UPDATE search_attributes
    SET entry_id = (SELECT new_id FROM search_renumber WHERE old_id = entry_id)
    WHERE entry_id IN (SELECT old_id FROM search_renumber)`)
  // The update trigger would re-index row by row; one rebuild afterwards is the same index.
  await db.run(sql`DROP TRIGGER IF EXISTS \`search_documents_au\`;`)
  await db.run(sql`UPDATE search_documents
    SET id = (SELECT new_id FROM search_renumber WHERE old_id = id)`)
  await db.run(sql`CREATE TRIGGER \`search_documents_au\` AFTER UPDATE ON \`search_documents\` BEGIN
    INSERT INTO search_documents_fts(search_documents_fts, rowid, match_title, match_sku, match_body)
    VALUES ('delete', old.id, old.match_title, old.match_sku, old.match_body);
    INSERT INTO search_documents_fts(rowid, match_title, match_sku, match_body)
    VALUES (new.id, new.match_title, new.match_sku, new.match_body);
  END;`)
  await db.run(sql`INSERT INTO search_documents_fts(search_documents_fts) VALUES ('rebuild');`)
  await db.run(sql`DROP TABLE search_renumber`)
}

// Ids in ranges are valid ids for the code before them too: nothing to undo.
export async function down(_args: MigrateDownArgs): Promise<void> {}
