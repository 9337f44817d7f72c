import { describe, expect, it } from 'vitest'
import { siteJsonLd } from './site-json-ld'

const SITE = {
  name: 'Terrafield Foods',
  homeUrl: 'https://site.example/',
  logoUrl: 'https://site.example/logo.svg',
  sameAs: ['https://social.example/terrafield'],
  searchUrlTemplate: 'https://site.example/search?q={search_term_string}',
}

describe('siteJsonLd', () => {
  it('names the organisation as the site’s publisher, and how to search it', () => {
    const data = siteJsonLd(SITE) as { '@graph': Record<string, unknown>[] }
    const [organization, website] = data['@graph']
    expect(organization).toMatchObject({
      '@type': 'Organization',
      logo: SITE.logoUrl,
      sameAs: SITE.sameAs,
    })
    expect(website).toMatchObject({
      '@type': 'WebSite',
      publisher: { '@id': organization?.['@id'] },
      potentialAction: { target: { urlTemplate: SITE.searchUrlTemplate } },
    })
  })

  it('offers no search action where the site has no search, and no empty fields', () => {
    const data = siteJsonLd({ ...SITE, logoUrl: null, sameAs: [], searchUrlTemplate: null }) as {
      '@graph': Record<string, unknown>[]
    }
    expect(data['@graph'][0]).not.toHaveProperty('logo')
    expect(data['@graph'][0]).not.toHaveProperty('sameAs')
    expect(data['@graph'][1]).not.toHaveProperty('potentialAction')
  })
})
