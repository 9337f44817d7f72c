/**
 * What `bench/catalogue-size.mjs` asks both sites for (us/en): pages whose cost could grow with the
 * catalogue. Sitemap files are found in each site's own index, as their numbers differ by size.
 */
const FIXED = [
  // The top-level categories, which the generated products do not add to: a page whose work is
  // the same on both sites, so its ratio shows how far the machine's noise moves the others.
  ['baseline', 'product index (baseline)', '/products'],
  ['category listing', 'category page 1 (fries)', '/products/fries'],
  ['category listing', 'category page 1 (appetizers)', '/products/appetizers'],
  ['search', 'search: fries', '/search?q=fries'],
  ['search', 'search: avocado', '/search?q=avocado'],
  ['search', 'search: SKU TF-10001', '/search?q=TF-10001'],
  ['search', 'search: fries, products tab p2', '/search?q=fries&tab=products&page=2'],
  ['facet listing', 'facet: first page', '/fries'],
  ['facet listing', 'facet: filtered', '/fries/cutTypes=shoestring'],
  ['facet listing', 'facet: sorted', '/fries/sort=title-desc'],
  [
    'facet listing',
    'facet: filtered + sorted',
    '/fries/brand=terrafield-classic&sort=shelfLife-desc',
  ],
  ['sitemap', 'sitemap index', '/sitemap.xml'],
  ['sitemap', 'sitemap file 1 (listings)', '/sitemap/1.xml'],
]

const locsOf = (xml) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])

// A product's URL ends in its SKU (upper case); a category's in its slug (lower case).
const isProductFile = (xml) => /\/products\/[A-Z][A-Z0-9-]*$/.test(locsOf(xml)[0] ?? '')

async function text(url) {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return response.text()
}

/** The us/en product sitemap files named by the site's index, with their URL counts. */
export async function productSitemapFiles(base) {
  const files = []
  for (const loc of locsOf(await text(`${base}/sitemap.xml`))) {
    const path = new URL(loc).pathname
    if (!/^\/sitemap\/\d+\.xml$/.test(path)) continue
    const xml = await text(`${base}${path}`)
    if (isProductFile(xml)) files.push({ path, urls: locsOf(xml).length })
  }
  return files
}

/** `[{ group, name, paths: { demo, large }, urls? }]`: one row each, its path on each site. */
export async function catalogueTargets(bases) {
  const targets = FIXED.map(([group, name, path]) => ({
    group,
    name,
    paths: { demo: path, large: path },
  }))
  const files = {}
  for (const [site, base] of Object.entries(bases)) files[site] = await productSitemapFiles(base)
  for (const [name, pick] of [
    ['product sitemap (first file)', (list) => list[0]],
    ['product sitemap (last file)', (list) => list.at(-1)],
  ]) {
    const chosen = Object.fromEntries(
      Object.entries(files).map(([site, list]) => [site, pick(list)]),
    )
    if (Object.values(chosen).some((file) => !file)) continue
    targets.push({
      group: 'sitemap',
      name,
      paths: Object.fromEntries(Object.entries(chosen).map(([site, file]) => [site, file.path])),
      urls: Object.fromEntries(Object.entries(chosen).map(([site, file]) => [site, file.urls])),
    })
  }
  return { targets, productSitemapFiles: files }
}
