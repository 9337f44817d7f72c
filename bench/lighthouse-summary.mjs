/** Figures and findings read from a Lighthouse report, and the median of several runs. */
const numeric = (lhr, id) => lhr.audits[id]?.numericValue ?? null

function savingsOf(audit) {
  const metrics = Object.entries(audit.metricSavings ?? {}).filter(
    ([, value]) => typeof value === 'number' && value > 0,
  )
  const metricMs = metrics.map(([, value]) => value)
  return {
    ms: Math.round(Math.max(0, audit.details?.overallSavingsMs ?? 0, ...metricMs)),
    bytes: Math.round(Math.max(0, audit.details?.overallSavingsBytes ?? 0)),
    metrics: Object.fromEntries(metrics.map(([metric, value]) => [metric, Math.round(value)])),
  }
}

/** Insights without a display value (LCP discovery, document latency) say what failed in checklists. */
function failedChecks(details) {
  const lists = details?.type === 'list' ? details.items : [details]
  const checklists = lists.filter((item) => item?.type === 'checklist')
  return checklists.flatMap((list) =>
    Object.values(list.items)
      .filter((check) => check.value === false)
      .map((check) => check.label),
  )
}

/**
 * Insights and diagnostics that did not pass, and any audit (redirects, server response time)
 * that names a saving, largest saving first.
 */
function findingsOf(lhr) {
  const findings = []
  for (const ref of lhr.categories.performance.auditRefs) {
    const audit = lhr.audits[ref.id]
    if (!audit || ref.group === 'metrics') continue
    const savings = savingsOf(audit)
    const failed = typeof audit.score === 'number' && audit.score < 0.9 && ref.group !== 'hidden'
    if (!failed && savings.ms === 0 && savings.bytes === 0) continue
    const detail = audit.displayValue || failedChecks(audit.details).join('; ')
    findings.push({ id: ref.id, title: audit.title, score: audit.score, ...savings, detail })
  }
  return findings.sort(
    (a, b) => b.ms - a.ms || b.bytes - a.bytes || (a.score ?? 1) - (b.score ?? 1),
  )
}

export function summarize(lhr) {
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: numeric(lhr, 'first-contentful-paint'),
    lcp: numeric(lhr, 'largest-contentful-paint'),
    tbt: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    transferBytes: numeric(lhr, 'total-byte-weight'),
    findings: findingsOf(lhr),
    warnings: lhr.runWarnings ?? [],
  }
}

/** The middle run by performance score, then LCP; with an even count, the worse of the middle two. */
export function medianRun(runs) {
  if (runs.length === 0) return null
  const sorted = [...runs].sort((a, b) => b.score - a.score || a.lcp - b.lcp)
  return sorted[Math.floor(sorted.length / 2)]
}
