import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Written by hand: the search index is not a Payload collection (src/cms/search). pg_trgm's GIN
// index serves `LIKE '%term%'` for 3+ character terms (prefixes as you type, CJK text); the
// weighted tsvector ranks Latin-script matches. Creating the extension needs a role allowed to create it;
// pg_trgm ships with Debian's postgresql package.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
  CREATE TABLE "search_documents" (
    "id" serial PRIMARY KEY NOT NULL,
    "collection" varchar NOT NULL,
    "doc_id" varchar NOT NULL,
    "locale" varchar NOT NULL,
    "regions" varchar NOT NULL,
    "kind" varchar NOT NULL,
    "title" varchar NOT NULL,
    "sku" varchar,
    "summary" varchar NOT NULL,
    "link" varchar NOT NULL,
    "image" varchar,
    "date" varchar,
    "match_title" varchar NOT NULL,
    "match_sku" varchar NOT NULL,
    "match_body" varchar NOT NULL,
    "match_all" varchar GENERATED ALWAYS AS ("match_title" || ' ' || "match_sku" || ' ' || "match_body") STORED,
    "search_vector" tsvector GENERATED ALWAYS AS (
      setweight(to_tsvector('simple', "match_title"), 'A')
      || setweight(to_tsvector('simple', "match_sku"), 'A')
      || setweight(to_tsvector('simple', "match_body"), 'C')
    ) STORED
  );
  CREATE UNIQUE INDEX "search_documents_document_locale" ON "search_documents" ("collection", "doc_id", "locale");
  CREATE INDEX "search_documents_locale_kind" ON "search_documents" ("locale", "kind");
  CREATE INDEX "search_documents_match_all_trgm" ON "search_documents" USING gin ("match_all" gin_trgm_ops);
  CREATE INDEX "search_documents_vector" ON "search_documents" USING gin ("search_vector");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "search_documents";`)
}
