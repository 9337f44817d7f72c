interface SiteFacts {
  name: string
  /** Absolute URLs. */
  homeUrl: string
  logoUrl: string | null
  sameAs: readonly string[]
  /** The search results URL with `{search_term_string}` where the words go; null: no search. */
  searchUrlTemplate: string | null
}

/** schema.org Organization and WebSite for the home page, with a SearchAction where search exists. */
export function siteJsonLd(site: SiteFacts): Record<string, unknown> {
  const organization = {
    '@type': 'Organization',
    '@id': `${site.homeUrl}#organization`,
    name: site.name,
    url: site.homeUrl,
    ...(site.logoUrl && { logo: site.logoUrl }),
    ...(site.sameAs.length > 0 && { sameAs: [...site.sameAs] }),
  }
  const website = {
    '@type': 'WebSite',
    name: site.name,
    url: site.homeUrl,
    publisher: { '@id': organization['@id'] },
    ...(site.searchUrlTemplate && {
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: site.searchUrlTemplate },
        'query-input': 'required name=search_term_string',
      },
    }),
  }
  return { '@context': 'https://schema.org', '@graph': [organization, website] }
}
