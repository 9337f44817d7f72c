/** The console tables of `npm run bench:lighthouse`: each template's median run beside the bare page's. */
const FINDINGS_SHOWN = 6
const ms = (value) => (value === null ? '-' : Math.round(value))
const ratio = (value, base) => (value !== null && base ? (value / base).toFixed(2) : '-')

function medianRow(template, bare) {
  const median = template.median
  if (!median) return { template: template.name, runs: `0/${template.attempts}` }
  return {
    template: template.name,
    runs: `${template.runs.length}/${template.attempts}`,
    score: median.score,
    'FCP ms': ms(median.fcp),
    'LCP ms': ms(median.lcp),
    'TBT ms': ms(median.tbt),
    CLS: median.cls === null ? '-' : median.cls.toFixed(3),
    'transfer KB': median.transferBytes === null ? '-' : (median.transferBytes / 1024).toFixed(1),
    '÷bare FCP': ratio(median.fcp, bare?.fcp),
    '÷bare LCP': ratio(median.lcp, bare?.lcp),
    '÷bare transfer': ratio(median.transferBytes, bare?.transferBytes),
  }
}

function printFindings(template) {
  const findings = template.median?.findings.slice(0, FINDINGS_SHOWN) ?? []
  if (findings.length === 0) return
  console.log(`\n${template.name} (${template.path}): what Lighthouse would fix first`)
  console.table(
    findings.map((finding) => ({
      finding: finding.title,
      'saves ms':
        Object.entries(finding.metrics)
          .map(([metric, value]) => `${metric} ${value}`)
          .join(', ') ||
        finding.ms ||
        '',
      'saves KB': finding.bytes ? (finding.bytes / 1024).toFixed(1) : '',
      passed: finding.score === null ? '' : finding.score >= 0.9 ? 'yes' : 'no',
      detail: finding.detail,
    })),
  )
}

export function printLighthouse({ templates, bare, runs }) {
  console.log(
    `\nLighthouse mobile (simulated throttling), median of ${runs} runs per template by score then LCP, ${new Date().toISOString()}`,
  )
  console.table([...templates, bare].map((template) => medianRow(template, bare.median)))
  for (const template of [...templates, bare]) printFindings(template)
  for (const template of [...templates, bare]) {
    for (const warning of template.median?.warnings ?? [])
      console.log(`warning: ${template.name}: ${warning}`)
    for (const failure of template.failures)
      console.log(`failed: ${template.name} run ${failure.run}: ${failure.error}`)
  }
}
