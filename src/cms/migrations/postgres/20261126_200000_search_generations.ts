import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Written by hand, like the search index: one counter per collection, raised with every index
// write, so a server's in-memory facet snapshot knows when the index changed, on any instance.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "search_generations" (
    "collection" varchar PRIMARY KEY NOT NULL,
    "generation" bigint NOT NULL
  );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "search_generations";`)
}
