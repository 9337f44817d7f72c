import { harvest } from './soak-html.mjs'
import { FORM_KINDS, finderUrls, notFoundUrls, searchUrls, submitForms } from './soak-derived.mjs'
import { pageOrder, walkSitemaps } from './soak-sitemap.mjs'
import { mapLimit, shuffled } from './soak-util.mjs'

/** Shares of the mix rendered per request (or expected to fail); sitemap pages make up the rest. */
export const SHARES = {
  search: 0.2,
  listing: 0.1,
  distributor: 0.05,
  finder: 0.05,
  'not-found': 0.02,
}
export const KINDS = ['page', ...Object.keys(SHARES)]
const FETCH_CONCURRENCY = 4
const HEADERS = { 'accept-encoding': 'gzip' }

export const isExpected = (kind, status) =>
  kind === 'not-found' ? status === 404 : status >= 200 && status < 300

async function firstAnswer(base, path) {
  const started = performance.now()
  try {
    const response = await fetch(`${base}${path}`, { redirect: 'manual', headers: HEADERS })
    const body = await response.text()
    return { status: response.status, ms: Math.round(performance.now() - started), body }
  } catch (error) {
    return { status: 0, ms: Math.round(performance.now() - started), error: error.message }
  }
}

/** Pages' HTML read once: what the derived URLs are made from. Non-200 pages are failures. */
async function scan(base, paths, failures) {
  const answers = await mapLimit(paths, FETCH_CONCURRENCY, (path) => firstAnswer(base, path))
  return answers.flatMap((answer, index) => {
    if (answer.status === 200) return [{ path: paths[index], ...harvest(answer.body) }]
    failures.push({ kind: 'sitemap page', path: paths[index], status: answer.status })
    return []
  })
}

/** Links to another page's state join that page's kind (a listing's page 2). */
function stateLinksByKind(harvests) {
  const formKind = new Map(
    harvests.flatMap((page) =>
      page.forms
        .filter((form) => FORM_KINDS[form.action])
        .map((form) => [page.path, FORM_KINDS[form.action]]),
    ),
  )
  const links = { listing: new Set(), distributor: new Set() }
  for (const link of harvests.flatMap((page) => page.stateLinks)) {
    const kind = formKind.get(link.slice(0, link.lastIndexOf('/')) || '/')
    if (kind) links[kind].add(link)
  }
  return links
}

async function stateUrls(base, harvests, kind, count, random, failures) {
  const linked = shuffled([...stateLinksByKind(harvests)[kind]], random).slice(
    0,
    Math.ceil(count / 2),
  )
  const forms = harvests
    .flatMap((page) => page.forms)
    .filter((form) => FORM_KINDS[form.action] === kind)
  const submitted = await submitForms(base, forms, count - linked.length, random, failures)
  return [...linked, ...submitted.filter((path) => !linked.includes(path))]
}

/**
 * `total` URLs of the running site: pages from every sitemap file and scope, then searches,
 * filtered listings, distributor searches and product finder results made from those pages, and a
 * few paths expected to be 404.
 */
export async function buildMix(base, total, random) {
  const failures = []
  const sitemap = await walkSitemaps(base)
  const order = pageOrder(sitemap.pages, random)
  const quota = (kind) => Math.round(total * SHARES[kind])
  const pageQuota = total - Object.keys(SHARES).reduce((sum, kind) => sum + quota(kind), 0)
  // The first scope's every page, so each kind of page (and its forms) is seen at least once.
  const firstScope = sitemap.pages.filter((page) => page.scope === sitemap.scopes[0])
  const homes = sitemap.scopes.map((scope) => scope || '/')
  const scanned = [
    ...new Set(
      [...order.slice(0, pageQuota), ...firstScope].map((page) => page.path).concat(homes),
    ),
  ]
  const harvests = await scan(base, scanned, failures)
  const derived = {
    search: searchUrls(base, harvests, quota('search'), random),
    listing: await stateUrls(base, harvests, 'listing', quota('listing'), random, failures),
    distributor: await stateUrls(
      base,
      harvests,
      'distributor',
      quota('distributor'),
      random,
      failures,
    ),
    finder: finderUrls(harvests, quota('finder'), random),
    'not-found': notFoundUrls(sitemap.pages, quota('not-found'), random),
  }
  const entries = Object.entries(derived).flatMap(([kind, paths]) =>
    paths.map((path) => ({ kind, path })),
  )
  const pages = order
    .slice(0, total - entries.length)
    .map((page) => ({ kind: 'page', path: page.path }))
  return {
    urls: shuffled([...pages, ...entries], random),
    discovery: {
      sitemaps: sitemap.sitemaps,
      scopes: sitemap.scopes.length,
      sitemapUrls: sitemap.pages.length,
      duplicateSitemapUrls: sitemap.duplicates,
      scannedPages: scanned.length,
    },
    failures,
  }
}

/** Each URL once before the soak (its first render, so the soak measures the steady state). */
export async function preflight(base, urls) {
  const answers = await mapLimit(urls, FETCH_CONCURRENCY, (url) => firstAnswer(base, url.path))
  const checked = urls.map((url, index) => {
    const { status, ms, error } = answers[index]
    return { ...url, status, firstMs: ms, ...(error ? { error } : {}) }
  })
  return {
    passed: checked.filter((url) => isExpected(url.kind, url.status)),
    failed: checked.filter((url) => !isExpected(url.kind, url.status)),
  }
}
