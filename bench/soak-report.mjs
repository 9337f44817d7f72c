const round = (value, digits = 0) => Number(value.toFixed(digits))

export function percentile(sorted, share) {
  if (sorted.length === 0) return null
  return round(sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)])
}

const sampleAt = (samples, seconds) =>
  samples.reduce((best, sample) =>
    Math.abs(sample.seconds - seconds) < Math.abs(best.seconds - seconds) ? sample : best,
  )

/** Least-squares slope of RSS over time, MB per minute. */
function slope(samples) {
  const n = samples.length
  if (n < 2) return null
  const mean = (values) => values.reduce((sum, value) => sum + value, 0) / n
  const xs = samples.map((sample) => sample.seconds / 60)
  const ys = samples.map((sample) => sample.rssMB)
  const [mx, my] = [mean(xs), mean(ys)]
  const sxy = xs.reduce((sum, x, i) => sum + (x - mx) * (ys[i] - my), 0)
  const sxx = xs.reduce((sum, x) => sum + (x - mx) ** 2, 0)
  return sxx ? round(sxy / sxx, 2) : null
}

/** Processes seen under a name with more than one pid: restarted (or crashed) during the soak. */
function restarts(samples) {
  const pids = new Map()
  for (const { name, pid } of samples.flatMap((sample) => sample.processes))
    pids.set(name, new Set([...(pids.get(name) ?? []), pid]))
  return [...pids]
    .filter(([, seen]) => seen.size > 1)
    .map(([name, seen]) => ({ name, pids: [...seen] }))
}

/** One line per minute, and growth from minute `from` (2, or half a shorter soak) to the end. */
export function rssFigures(samples, minutes) {
  const perMinute = Array.from({ length: Math.floor(minutes) + 1 }, (_, minute) => {
    const sample = sampleAt(samples, minute * 60)
    return { minute, rssMB: sample.rssMB, processes: sample.processes }
  })
  const from = Math.min(2, minutes / 2)
  const start = sampleAt(samples, from * 60)
  const end = samples.at(-1)
  return {
    perMinute,
    growth: {
      fromMinute: from,
      fromMB: start.rssMB,
      toMB: end.rssMB,
      MB: end.rssMB - start.rssMB,
      percent: round(((end.rssMB - start.rssMB) / start.rssMB) * 100, 1),
      slopeMBPerMinute: slope(samples.filter((sample) => sample.seconds >= from * 60)),
    },
    restarts: restarts(samples),
  }
}

export function kindFigures(perKind, order) {
  const rank = (kind) => (order.includes(kind) ? order.indexOf(kind) : order.length)
  const entries = Object.entries(perKind).sort(([a], [b]) => rank(a) - rank(b))
  return entries.map(([kind, stats]) => {
    const sorted = [...stats.latencies].sort((a, b) => a - b)
    return {
      kind,
      requests: stats.requests,
      'p50 ms': percentile(sorted, 0.5),
      'p99 ms': percentile(sorted, 0.99),
      'max ms': percentile(sorted, 1),
      statuses: Object.entries(stats.statuses)
        .map(([status, count]) => `${status}×${count}`)
        .join(' '),
      unexpected: stats.unexpected,
    }
  })
}
