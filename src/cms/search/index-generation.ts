import type { SqlRunner } from './sql-runner'

/** Raised after every write of a collection's entries; readers compare it to what they hold. */
export async function raiseGeneration(runner: SqlRunner, collection: string): Promise<void> {
  const { sql } = runner
  await runner.rows(sql`INSERT INTO search_generations (collection, generation)
    VALUES (${collection}, 1)
    ON CONFLICT (collection) DO UPDATE SET generation = search_generations.generation + 1`)
}

/** 0 until the collection's entries are first written. */
export async function readGeneration(runner: SqlRunner, collection: string): Promise<number> {
  const { sql } = runner
  const [row] = await runner.rows(
    sql`SELECT generation FROM search_generations WHERE collection = ${collection}`,
  )
  return Number(row?.generation ?? 0)
}
