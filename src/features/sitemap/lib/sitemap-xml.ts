import { escapeHtml } from '@/lib/escape-html'

export interface SitemapUrl {
  /** Absolute URL. */
  loc: string
  lastmod?: string | null
  /** `hreflang` → absolute URL of the same page in that region and language. */
  alternates?: Record<string, string>
}

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9'
const XHTML_NS = 'http://www.w3.org/1999/xhtml'
const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>'

/** W3C datetime, as the protocol asks; anything unreadable is left out rather than guessed. */
function lastmodOf(value: string | null | undefined): string | null {
  if (!value) return null
  const time = Date.parse(value)
  return Number.isNaN(time) ? null : new Date(time).toISOString()
}

function urlElement({ loc, lastmod, alternates }: SitemapUrl): string {
  const parts = [`<loc>${escapeHtml(loc)}</loc>`]
  const modified = lastmodOf(lastmod)
  if (modified) parts.push(`<lastmod>${modified}</lastmod>`)
  for (const [hreflang, href] of Object.entries(alternates ?? {}))
    parts.push(
      `<xhtml:link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}"/>`,
    )
  return `<url>${parts.join('')}</url>`
}

export function urlsetXml(urls: readonly SitemapUrl[]): string {
  return [
    DECLARATION,
    `<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">`,
    ...urls.map(urlElement),
    '</urlset>',
    '',
  ].join('\n')
}

export function sitemapIndexXml(locations: readonly string[]): string {
  return [
    DECLARATION,
    `<sitemapindex xmlns="${SITEMAP_NS}">`,
    ...locations.map((loc) => `<sitemap><loc>${escapeHtml(loc)}</loc></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n')
}
