import type { MigrateDownArgs, MigrateUpArgs } from '@payloadcms/db-sqlite'

// SQLite keeps select values as plain text: the new 'random' option needs no statement; this
// migration carries the schema snapshot forward so the next generated one diffs from it.
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
