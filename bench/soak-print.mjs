const count = (value) => value.toLocaleString('en-US')
const signed = (value) => (value > 0 ? `+${value}` : String(value))

function printRss({ perMinute, growth, restarts }) {
  const names = [
    ...new Set(perMinute.flatMap((row) => row.processes.map((process) => process.name))),
  ]
  console.log(`\nRSS of the server's process group (${names.join(' + ')}), MB`)
  console.table(
    perMinute.map(({ minute, rssMB, processes }) => ({
      min: minute,
      'RSS MB': rssMB,
      ...Object.fromEntries(
        names.map((name) => [
          name,
          processes.filter((process) => process.name === name).reduce((sum, p) => sum + p.rssMB, 0),
        ]),
      ),
    })),
  )
  console.log(
    `RSS growth minute ${growth.fromMinute} → end: ${signed(growth.MB)} MB (${growth.fromMB} → ${growth.toMB} MB, ${signed(growth.percent)} %), trend ${signed(growth.slopeMBPerMinute)} MB/min`,
  )
  for (const { name, pids } of restarts)
    console.log(`RESTARTED: ${name} ran as ${pids.length} processes (${pids.join(', ')})`)
}

function printFailures(figures) {
  for (const failure of figures.failures)
    console.log(
      `FAILED before the soak: ${failure.kind} ${failure.path} answered ${failure.status}`,
    )
  for (const [key, times] of figures.unexpectedByUrl) console.log(`UNEXPECTED ${key} ×${times}`)
  for (const path of figures.unanswered) console.log(`UNANSWERED (timeout or dropped) ${path}`)
  if (!figures.serverAlive) console.log('FAILED: the server was gone at the end of the soak')
}

export function printSoak(figures) {
  const { settings, discovery, latency } = figures
  console.log(
    `\nsoak: ${settings.minutes} min, ${settings.connections} connections, ${figures.urls.length} URLs (${Object.entries(
      figures.mix,
    )
      .map(([kind, n]) => `${n} ${kind}`)
      .join(
        ', ',
      )}) from ${count(discovery.sitemapUrls)} sitemap URLs in ${discovery.sitemaps} sitemaps (${discovery.scopes} region/locales)`,
  )
  if (discovery.duplicateSitemapUrls.length > 0)
    console.log(
      `note: ${discovery.duplicateSitemapUrls.length} URLs are listed in two sitemap files, e.g. ${discovery.duplicateSitemapUrls.slice(0, 3).join(', ')}`,
    )
  printRss(figures.rss)
  console.log(
    `\nrequests ${count(figures.requests)} (${figures.rps}/s); latency p50 ${latency.p50} ms, p99 ${latency.p99} ms, max ${latency.max} ms`,
  )
  console.table(figures.kinds)
  console.log(
    `expected 404s ${count(figures.expected404)}; unexpected statuses ${figures.unexpected}; errors ${figures.errors} (timeouts ${figures.timeouts})`,
  )
  printFailures(figures)
  console.log(figures.passed ? 'soak: passed' : 'soak: FAILED')
}
