import type { sql as sqliteSql } from '@payloadcms/db-sqlite'

export type SqlTag = typeof sqliteSql
export type SQL = ReturnType<SqlTag>
export type Row = Record<string, unknown>

/**
 * What the statements shared by both databases need: the adapter's own `sql` tag (each adapter
 * bundles its own drizzle), a way to read rows, and the one predicate the dialects spell differently.
 */
export interface SqlRunner {
  sql: SqlTag
  rows(query: SQL): Promise<Row[]>
  /** True where the space-delimited `column` holds `needle`. */
  contains(column: SQL, needle: string): SQL
  /** A join whose left side is read first (SQLite's `CROSS JOIN`; PostgreSQL plans its own). */
  joinLeftFirst: SQL
  /** An aggregate joining the expression's values with commas, in no particular order. */
  listOf(expression: SQL): SQL
  /** The id of a new entry in `locale` (SQLite: the next in the locale's range; PostgreSQL: serial). */
  newEntryId(locale: string): SQL
}
