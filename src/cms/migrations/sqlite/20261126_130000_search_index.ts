import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// Written by hand: the search index is not a Payload collection (src/cms/search). FTS5's trigram
// tokenizer finds any 3+ character substring, which serves prefixes as you type and CJK text alike.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`search_documents\` (
    \`id\` integer PRIMARY KEY NOT NULL,
    \`collection\` text NOT NULL,
    \`doc_id\` text NOT NULL,
    \`locale\` text NOT NULL,
    \`regions\` text NOT NULL,
    \`kind\` text NOT NULL,
    \`title\` text NOT NULL,
    \`sku\` text,
    \`summary\` text NOT NULL,
    \`link\` text NOT NULL,
    \`image\` text,
    \`date\` text,
    \`match_title\` text NOT NULL,
    \`match_sku\` text NOT NULL,
    \`match_body\` text NOT NULL
  );`)
  await db.run(
    sql`CREATE UNIQUE INDEX \`search_documents_document_locale\` ON \`search_documents\` (\`collection\`, \`doc_id\`, \`locale\`);`,
  )
  await db.run(
    sql`CREATE INDEX \`search_documents_locale_kind\` ON \`search_documents\` (\`locale\`, \`kind\`);`,
  )
  await db.run(sql`CREATE VIRTUAL TABLE \`search_documents_fts\` USING fts5(
    match_title, match_sku, match_body,
    content='search_documents', content_rowid='id', tokenize='trigram remove_diacritics 1'
  );`)
  await db.run(sql`CREATE TRIGGER \`search_documents_ai\` AFTER INSERT ON \`search_documents\` BEGIN
    INSERT INTO search_documents_fts(rowid, match_title, match_sku, match_body)
    VALUES (new.id, new.match_title, new.match_sku, new.match_body);
  END;`)
  await db.run(sql`CREATE TRIGGER \`search_documents_ad\` AFTER DELETE ON \`search_documents\` BEGIN
    INSERT INTO search_documents_fts(search_documents_fts, rowid, match_title, match_sku, match_body)
    VALUES ('delete', old.id, old.match_title, old.match_sku, old.match_body);
  END;`)
  await db.run(sql`CREATE TRIGGER \`search_documents_au\` AFTER UPDATE ON \`search_documents\` BEGIN
    INSERT INTO search_documents_fts(search_documents_fts, rowid, match_title, match_sku, match_body)
    VALUES ('delete', old.id, old.match_title, old.match_sku, old.match_body);
    INSERT INTO search_documents_fts(rowid, match_title, match_sku, match_body)
    VALUES (new.id, new.match_title, new.match_sku, new.match_body);
  END;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TRIGGER IF EXISTS \`search_documents_au\`;`)
  await db.run(sql`DROP TRIGGER IF EXISTS \`search_documents_ad\`;`)
  await db.run(sql`DROP TRIGGER IF EXISTS \`search_documents_ai\`;`)
  await db.run(sql`DROP TABLE IF EXISTS \`search_documents_fts\`;`)
  await db.run(sql`DROP TABLE IF EXISTS \`search_documents\`;`)
}
