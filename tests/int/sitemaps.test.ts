import { beforeAll, describe, expect, it } from 'vitest'
import { parsePath } from '@/routing/parse'
import { inPool } from '../helpers/abuse'
import { headLinks } from '../helpers/head-links'
import { baseUrl, get } from '../helpers/http'
import { parseXml, type XmlElement } from '../helpers/xml'

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9'
const XHTML_NS = 'http://www.w3.org/1999/xhtml'
const MAX_URLS = 50_000
const MAX_BYTES = 50 * 1024 * 1024
const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/
/** Every URL of these is fetched, and their pages crawled; the other regions' files are sampled. */
const FULLY_CHECKED = ['us/en', 'mexico/es']

interface Visited {
  status: number
  html: string | null
}
const visited = new Map<string, Promise<Visited>>()

/** Each page once per run: the listed URLs and the crawl share the answers. */
function visit(path: string): Promise<Visited> {
  let answer = visited.get(path)
  if (!answer) {
    answer = get(path).then(async (response) => ({
      status: response.status,
      html: response.headers.get('content-type')?.includes('text/html')
        ? await response.text()
        : (await response.arrayBuffer(), null),
    }))
    visited.set(path, answer)
  }
  return answer
}
const NOINDEX = /<meta name="robots" content="[^"]*noindex/

interface Listed {
  loc: string
  alternates: Record<string, string>
}

const pathOf = (url: string) => {
  const parsed = new URL(url)
  return `${parsed.pathname}${parsed.search}`
}
const scopeOf = (path: string) => {
  const parsed = parsePath(path.split('?')[0] ?? '')
  return parsed ? `${parsed.regionId}/${parsed.locale}` : null
}

const only = (element: XmlElement, name: string) => element.children.filter((c) => c.name === name)

function checkUrl(url: XmlElement, file: string): Listed {
  const names = url.children.map((child) => child.name)
  for (const name of names)
    expect(
      ['loc', 'lastmod', 'changefreq', 'priority', 'xhtml:link'],
      `${file}: <${name}>`,
    ).toContain(name)
  const [loc, ...moreLocs] = only(url, 'loc')
  expect(loc, file).toBeDefined()
  expect(moreLocs, file).toEqual([])
  expect(loc!.text.length).toBeLessThan(2048)
  expect(new URL(loc!.text).origin).toBe(new URL(baseUrl()).origin)
  const lastmods = only(url, 'lastmod')
  expect(lastmods.length).toBeLessThanOrEqual(1)
  if (lastmods[0]) expect(lastmods[0].text).toMatch(W3C_DATETIME)
  const alternates: Record<string, string> = {}
  for (const link of only(url, 'xhtml:link')) {
    expect(link.attribs.rel).toBe('alternate')
    expect(link.attribs.hreflang).toMatch(/^(x-default|[a-z]{2}(-[A-Z]{2})?)$/)
    alternates[link.attribs.hreflang!] = pathOf(link.attribs.href!)
  }
  return { loc: loc!.text, alternates }
}

const files = new Map<string, Listed[]>()

beforeAll(async () => {
  const index = await get('/sitemap.xml')
  expect(index.status).toBe(200)
  expect(index.headers.get('content-type')).toMatch(/^application\/xml/)
  const root = parseXml(await index.text())
  expect(root.name).toBe('sitemapindex')
  expect(root.attribs.xmlns).toBe(SITEMAP_NS)
  expect(root.children.every((child) => child.name === 'sitemap')).toBe(true)
  expect(root.children.length).toBeGreaterThan(0)
  expect(root.children.length).toBeLessThanOrEqual(MAX_URLS)
  const locations = root.children.map((sitemap) => {
    const [loc, ...more] = only(sitemap, 'loc')
    expect(more).toEqual([])
    return loc!.text
  })
  await inPool(locations, 4, async (location) => {
    const response = await get(pathOf(location))
    const body = await response.text()
    expect(response.status, location).toBe(200)
    expect(Buffer.byteLength(body)).toBeLessThanOrEqual(MAX_BYTES)
    const urlset = parseXml(body)
    expect(urlset.name).toBe('urlset')
    expect(urlset.attribs.xmlns).toBe(SITEMAP_NS)
    expect(urlset.attribs['xmlns:xhtml']).toBe(XHTML_NS)
    expect(urlset.children.every((child) => child.name === 'url')).toBe(true)
    expect(urlset.children.length).toBeGreaterThan(0)
    expect(urlset.children.length).toBeLessThanOrEqual(MAX_URLS)
    files.set(
      pathOf(location),
      urlset.children.map((url) => checkUrl(url, location)),
    )
  })
}, 600_000)

const listedIn = (scope: string) =>
  [...files.entries()].filter(([file]) => scopeOf(file) === scope).flatMap(([, urls]) => urls)

describe('sitemaps', () => {
  it('has a file for every region and language, each listing only its own pages', () => {
    const scopes = new Set([...files.keys()].map(scopeOf))
    expect(scopes.size).toBeGreaterThanOrEqual(30)
    for (const [file, urls] of files)
      for (const url of urls)
        expect(scopeOf(pathOf(url.loc)), `${url.loc} in ${file}`).toBe(scopeOf(file))
  })

  it.each(FULLY_CHECKED)(
    '%s: every listed URL answers 200, indexable, with the alternates its page names',
    async (scope) => {
      const listed = listedIn(scope)
      expect(listed.length).toBeGreaterThan(50)
      const problems = (
        await inPool(listed, 4, async (url) => {
          const { status, html } = await visit(pathOf(url.loc))
          if (status !== 200 || !html) return [`${url.loc}: ${status}`]
          const head = headLinks(html)
          const issues: string[] = []
          if (NOINDEX.test(html)) issues.push(`${url.loc}: noindex`)
          if (head.canonical !== pathOf(url.loc))
            issues.push(`${url.loc}: canonical ${head.canonical}`)
          if (JSON.stringify(head.alternates) !== JSON.stringify(url.alternates))
            issues.push(`${url.loc}: alternates differ from the page's`)
          return issues
        })
      ).flat()
      expect(problems).toEqual([])
    },
    600_000,
  )

  it('samples every other region’s files: the first URL of each answers 200', async () => {
    const sample = [...files.entries()]
      .filter(([file]) => !FULLY_CHECKED.includes(scopeOf(file) ?? ''))
      .map(([, urls]) => urls[0]!)
    const statuses = await inPool(sample, 4, async (url) => [
      url.loc,
      (await visit(pathOf(url.loc))).status,
    ])
    expect(statuses.filter(([, status]) => status !== 200)).toEqual([])
  }, 600_000)

  it('leaves out gated, excluded and noindex documents', () => {
    const us = listedIn('us/en').map((url) => pathOf(url.loc))
    expect(us).toContain('/products/TF-10001')
    expect(us).not.toContain('/recipe/school-lunch-oven-baked-fries')
    expect(us).not.toContain('/partner-resources')
    expect(us).not.toContain('/northeast-partner-pricing')
    expect(us).not.toContain('/join-terrafield-plus')
  })

  it.each(FULLY_CHECKED)(
    '%s: every indexable page a visitor reaches from the home page is listed',
    async (scope) => {
      const listed = new Set(listedIn(scope).map((url) => pathOf(url.loc)))
      const home = listedIn(scope)[0]
      expect(home).toBeDefined()
      const queue = [pathOf(home!.loc)]
      const seen = new Set(queue)
      const missing: string[] = []
      while (queue.length > 0 && seen.size < 600) {
        const batch = queue.splice(0, 6)
        await Promise.all(
          batch.map(async (path) => {
            const { status, html } = await visit(path)
            if (status !== 200 || !html) return
            const indexable = !NOINDEX.test(html)
            if (indexable && headLinks(html).canonical === path && !listed.has(path))
              missing.push(path)
            for (const [, href] of html.matchAll(/<a [^>]*href="(\/[^"#]*)"/g)) {
              const next = href!.replace(/&amp;/g, '&')
              if (next.includes('?') || seen.has(next) || scopeOf(next) !== scope) continue
              if (/^\/(api|admin|media|_next)\//.test(next)) continue
              seen.add(next)
              queue.push(next)
            }
          }),
        )
      }
      expect(missing.sort()).toEqual([])
    },
    600_000,
  )
})
