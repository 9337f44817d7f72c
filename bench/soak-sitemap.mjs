import { decodeEntities } from './soak-html.mjs'
import { mapLimit, shuffled } from './soak-util.mjs'

const FETCH_CONCURRENCY = 4

const locs = (xml) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => decodeEntities(m[1]))
const pathOf = (url) => {
  const { pathname, search } = new URL(url)
  return pathname + search
}

async function xml(url) {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`${pathOf(url)} answered ${response.status}`)
  return response.text()
}

/**
 * Every page URL the sitemap index leads to, each with its scope (the region/locale prefix the
 * child sitemap sits under, `/japan/en`) and the child file's number (its kind: listings, pages…).
 */
export async function walkSitemaps(base) {
  const files = locs(await xml(`${base}/sitemap.xml`)).map((url) => {
    const match = /^(.*)\/sitemap\/(\d+)\.xml$/.exec(pathOf(url))
    if (!match) throw new Error(`unexpected child sitemap ${url}`)
    return { url, scope: match[1], file: Number(match[2]) }
  })
  const perFile = await mapLimit(files, FETCH_CONCURRENCY, async (file) =>
    locs(await xml(file.url)).map((url) => ({
      path: pathOf(url),
      scope: file.scope,
      file: file.file,
    })),
  )
  const seen = new Map()
  const duplicates = []
  for (const entry of perFile.flat()) {
    if (seen.has(entry.path)) duplicates.push(entry.path)
    else seen.set(entry.path, entry)
  }
  const scopes = [...new Set(files.map((file) => file.scope))]
  return { sitemaps: files.length, scopes, pages: [...seen.values()], duplicates }
}

/** Pages in an order that alternates the sitemap files and spreads the scopes. */
export function pageOrder(pages, random) {
  const byFile = new Map()
  for (const page of pages) byFile.set(page.file, [...(byFile.get(page.file) ?? []), page])
  const queues = [...byFile.keys()]
    .sort((a, b) => a - b)
    .map((file) => shuffled(byFile.get(file), random))
  const order = []
  while (queues.some((queue) => queue.length > 0))
    for (const queue of queues) if (queue.length > 0) order.push(queue.shift())
  return order
}
