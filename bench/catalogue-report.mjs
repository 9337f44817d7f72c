/** Issue 20's bound: a page at the large catalogue costs at most this many times its demo cost. */
export const BOUND = 1.5

const ratio = (large, demo) => (demo > 0 ? Math.round((large / demo) * 100) / 100 : null)

/** One row per URL: uncached p50/p95 on both sites, their ratios, and cached requests/s. */
export function summarize(uncached, cached) {
  return uncached.map((row, index) => {
    const load = cached[index]
    const perUrl = (site) =>
      row[site].urls ? Math.round((row[site].p50 / row[site].urls) * 100) / 100 : undefined
    return {
      group: row.group,
      name: row.name,
      demoP50: row.demo.p50,
      demoP95: row.demo.p95,
      largeP50: row.large.p50,
      largeP95: row.large.p95,
      ratioP50: ratio(row.large.p50, row.demo.p50),
      ratioP95: ratio(row.large.p95, row.demo.p95),
      ...(row.demo.urls ? { urls: `${row.demo.urls} → ${row.large.urls}` } : {}),
      ...(row.demo.urls ? { ratioP50PerUrl: ratio(perUrl('large'), perUrl('demo')) } : {}),
      demoRps: load?.demo.rps,
      largeRps: load?.large.rps,
      ratioRps: load ? ratio(load.large.rps, load.demo.rps) : null,
    }
  })
}

const flag = (value) => (value !== null && value > BOUND ? `${value} !` : value)

export function printCatalogueReport({ settings, seed, databases, summary }) {
  const { demo, large } = databases
  console.log(
    `\n${settings.products} products: seed ${seed.seconds} s (products ${seed.productSeconds} s, search index ${seed.searchIndexSeconds} s)`,
  )
  console.log(
    `database: demo ${demo.mb} MB (${demo.rows.products} products) → ${large.mb} MB on disk, ${large.compactedMb} MB compacted (${large.rows.products} products, ${large.rows.searchDocuments} search entries)`,
  )
  console.log(
    `\nuncached (every request a full render), ms, ${settings.samples} samples; cached requests/s (${settings.connections} connections × ${settings.duration} s); "!" above ${BOUND}×`,
  )
  console.table(
    summary.map((row) => ({
      URL: row.name,
      'demo p50': row.demoP50,
      'demo p95': row.demoP95,
      'large p50': row.largeP50,
      'large p95': row.largeP95,
      '× p50': flag(row.ratioP50),
      '× p95': flag(row.ratioP95),
      'sitemap URLs': row.urls ?? '',
      '× p50/URL': row.ratioP50PerUrl ?? '',
      'demo rps': row.demoRps,
      'large rps': row.largeRps,
      '× rps': row.ratioRps,
    })),
  )
}
