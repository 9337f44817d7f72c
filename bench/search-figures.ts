import type { BenchQuery } from './search-queries'

export interface TimedQuery extends BenchQuery {
  ms: number
  /** Documents found on the query's tab (every page). */
  total: number
}

export interface LatencyFigures {
  count: number
  p50: number
  p95: number
  p99: number
  max: number
  /** Share of the queries that found something, 0–1. */
  withHits: number
}

/** Nearest-rank percentile of ascending values. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0
  const rank = Math.ceil((p / 100) * sorted.length)
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? 0
}

const round = (ms: number) => Math.round(ms * 100) / 100

export function latencyFigures(timed: readonly { ms: number; total: number }[]): LatencyFigures {
  const sorted = timed.map((query) => query.ms).sort((a, b) => a - b)
  return {
    count: sorted.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? 0),
    withHits: timed.length ? timed.filter((query) => query.total > 0).length / timed.length : 0,
  }
}

export const shapeOf = (query: BenchQuery) =>
  query.page > 1 ? `page ${query.page}` : query.tab === 'all' ? 'all tabs' : 'one tab'

/** Figures for every query, then per group (kind of query, or tab and page). */
export function groupedFigures(
  timed: readonly TimedQuery[],
  groupOf: (query: TimedQuery) => string,
): Record<string, LatencyFigures> {
  const groups = new Map<string, TimedQuery[]>()
  for (const query of timed)
    groups.set(groupOf(query), [...(groups.get(groupOf(query)) ?? []), query])
  return Object.fromEntries([...groups].map(([group, queries]) => [group, latencyFigures(queries)]))
}

export function slowest(timed: readonly TimedQuery[], count: number): TimedQuery[] {
  return [...timed].sort((a, b) => b.ms - a.ms).slice(0, count)
}
