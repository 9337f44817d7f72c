/**
 * First renders: pages nobody has asked for yet, so Next renders them and the CMS is queried.
 * The URLs come from the site itself (the products feed and the products index), so the same
 * code measures the demo catalogue and a generated one of any size.
 */
const COLD_SAMPLES = Number(process.env.BENCH_COLD_SAMPLES ?? 20)

async function text(url) {
  const response = await fetch(url)
  return response.ok ? response.text() : ''
}

async function productPaths(base) {
  const feed = await text(`${base}/rss/products.xml`)
  return [...feed.matchAll(/<link>([^<]+)<\/link>/g)]
    .map((match) => new URL(match[1]).pathname)
    .filter((path) => /^\/products\/[^/]+$/.test(path))
}

async function categoryPaths(base) {
  const index = await text(`${base}/products`)
  return [
    ...new Set([...index.matchAll(/href="(\/products\/[a-z0-9-]+)"/g)].map((match) => match[1])),
  ]
}

/** Later pages of each category: each is a separate cached page, so each is a first render. */
async function categoryPagePaths(base, categories) {
  const paths = []
  for (const category of categories) {
    const html = await text(`${base}${category}`)
    const label = html.match(/<span aria-current="page">([^<]*)<\/span>/)?.[1] ?? ''
    const pages = Number(label.match(/\d+/g)?.at(-1) ?? 1)
    for (let page = 2; page <= pages; page++) paths.push(`${category}/${page}`)
  }
  return paths
}

async function timeFirstRenders(base, paths) {
  const times = []
  for (const path of paths.slice(0, COLD_SAMPLES)) {
    const started = performance.now()
    const response = await fetch(`${base}${path}`)
    await response.arrayBuffer()
    if (response.ok) times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  const at = (q) => Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0)
  return { samples: times.length, p50: at(0.5), p90: at(0.9), max: Math.round(times.at(-1) ?? 0) }
}

/** Call right after the server starts, before anything warms these pages. */
export async function measureFirstRenders(base, excluded) {
  const skip = (paths) => paths.filter((path) => !excluded.includes(path))
  const products = skip(await productPaths(base))
  const categories = skip(await categoryPaths(base)).filter((path) => !products.includes(path))
  const rows = [
    { kind: 'product page', ...(await timeFirstRenders(base, products)) },
    { kind: 'category page 1', ...(await timeFirstRenders(base, categories)) },
  ]
  const later = skip(await categoryPagePaths(base, categories))
  if (later.length > 0)
    rows.push({ kind: 'category page 2+', ...(await timeFirstRenders(base, later)) })
  return rows
}
