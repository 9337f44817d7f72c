import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Written by hand, like the search index it extends: one row per filterable value of an entry
// (brand, category, taxonomy term, flag or number), so facet listings count from the same index.
// The indexes cover what a listing reads, so it never touches the wide rows of match text.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "search_attributes" (
    "entry_id" integer NOT NULL REFERENCES "search_documents" ("id") ON DELETE CASCADE,
    "attribute" varchar NOT NULL,
    "value" varchar NOT NULL,
    "label" varchar NOT NULL,
    "number" double precision
  );
  CREATE INDEX "search_attributes_entry" ON "search_attributes" ("entry_id", "attribute", "value", "label", "number");
  CREATE INDEX "search_attributes_value" ON "search_attributes" ("attribute", "value", "entry_id");
  CREATE INDEX "search_documents_collection_locale" ON "search_documents" ("collection", "locale", "regions", "title", "date");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP INDEX IF EXISTS "search_documents_collection_locale";
  DROP TABLE IF EXISTS "search_attributes";`)
}
