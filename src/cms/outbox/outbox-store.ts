import type { Payload } from 'payload'
import { searchDatabase, searchStore } from '../search/stores'
import type { SqlRunner } from '../search/sql-runner'
import type { OutboxSource } from './outbox-sources'

export type Outcome =
  | { kind: 'forwarded' }
  | { kind: 'retry'; error: string; at: Date }
  | { kind: 'failed'; error: string }
  | { kind: 'notConfigured' }

export interface Claim {
  ids: number[]
  /** Written with the claim and required by every later write: a holder whose lease ran out writes nothing. */
  lease: string
}

export async function outboxRunner(payload: Payload): Promise<SqlRunner> {
  return searchStore(payload).runner(await searchDatabase(payload))
}

const idsOf = (rows: Record<string, unknown>[]) => rows.map((row) => Number(row.id))

/**
 * Takes up to `limit` due records in one statement. Two instances may pick the same rows in the
 * subquery; the outer condition is checked again on each row as it is written, so one wins.
 */
export async function claimDue(
  runner: SqlRunner,
  source: OutboxSource,
  now: Date,
  leaseMs: number,
  limit: number,
): Promise<Claim> {
  const { sql } = runner
  const table = sql.raw(source.table)
  const at = now.toISOString()
  const lease = new Date(now.getTime() + leaseMs).toISOString()
  const free = sql`(forward_lease_until IS NULL OR forward_lease_until < ${at})`
  const rows = await runner.rows(sql`UPDATE ${table} SET forward_lease_until = ${lease}
    WHERE ${free} AND id IN (
      SELECT id FROM ${table}
      WHERE forward_status = 'pending'
        AND (forward_next_attempt_at IS NULL OR forward_next_attempt_at <= ${at})
        AND ${free}
      ORDER BY id LIMIT ${limit})
    RETURNING id`)
  return { ids: idsOf(rows), lease }
}

function outcomeSet(runner: SqlRunner, outcome: Outcome, now: string) {
  const { sql } = runner
  switch (outcome.kind) {
    case 'forwarded':
      return sql`forward_status = 'forwarded', forward_attempts = forward_attempts + 1,
        forwarded_at = ${now}, forward_last_error = NULL, forward_next_attempt_at = NULL`
    case 'retry':
      return sql`forward_attempts = forward_attempts + 1, forward_last_error = ${outcome.error},
        forward_next_attempt_at = ${outcome.at.toISOString()}`
    case 'failed':
      return sql`forward_status = 'failed', forward_attempts = forward_attempts + 1,
        forward_last_error = ${outcome.error}, forward_next_attempt_at = NULL`
    case 'notConfigured':
      return sql`forward_status = 'notConfigured',
        forward_last_error = 'No handler URL is configured.', forward_next_attempt_at = NULL`
  }
}

/** False when the lease was lost (taken over after it expired): the outcome is not ours to write. */
export async function recordOutcome(
  runner: SqlRunner,
  source: OutboxSource,
  id: number,
  claim: Claim,
  outcome: Outcome,
  now = new Date(),
): Promise<boolean> {
  const { sql } = runner
  const at = now.toISOString()
  const rows = await runner.rows(sql`UPDATE ${sql.raw(source.table)}
    SET ${outcomeSet(runner, outcome, at)}, forward_lease_until = NULL, updated_at = ${at}
    WHERE id = ${id} AND forward_lease_until = ${claim.lease}
    RETURNING id`)
  return rows.length > 0
}

/** Editors' re-send: failed or unconfigured records become due now; forwarded ones stay as they are. */
export async function requeue(
  runner: SqlRunner,
  source: OutboxSource,
  ids: readonly number[] | 'allFailed',
  now = new Date(),
): Promise<number[]> {
  const { sql } = runner
  const at = now.toISOString()
  const which =
    ids === 'allFailed'
      ? sql`TRUE`
      : ids.length > 0
        ? sql`id IN (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`
        : sql`FALSE`
  const rows = await runner.rows(sql`UPDATE ${sql.raw(source.table)}
    SET forward_status = 'pending', forward_next_attempt_at = ${at}, forward_lease_until = NULL,
      updated_at = ${at}
    WHERE forward_status IN ('failed', 'notConfigured') AND ${which}
    RETURNING id`)
  return idsOf(rows)
}
