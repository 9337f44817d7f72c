import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// Written by hand, like the search index: one counter per collection, raised with every index
// write, so a server's in-memory facet snapshot knows when the index changed, on any instance.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`search_generations\` (
    \`collection\` text PRIMARY KEY NOT NULL,
    \`generation\` integer NOT NULL
  );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE IF EXISTS \`search_generations\`;`)
}
