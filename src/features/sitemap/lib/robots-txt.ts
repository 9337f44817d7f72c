export interface RobotsRules {
  /** Production only: every other environment keeps the whole site out of search engines. */
  indexable: boolean
  disallow: readonly string[]
  sitemapUrl: string
}

export function robotsTxt({ indexable, disallow, sitemapUrl }: RobotsRules): string {
  const rules = indexable
    ? ['Allow: /', ...[...new Set(disallow)].map((path) => `Disallow: ${path}`)]
    : ['Disallow: /']
  return ['User-agent: *', ...rules, '', `Sitemap: ${sitemapUrl}`, ''].join('\n')
}
