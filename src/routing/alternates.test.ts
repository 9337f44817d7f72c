import { describe, expect, it } from 'vitest'
import { languageAlternates, regionsTagged } from './alternates'
import { parsePath } from './parse'

describe('regionsTagged', () => {
  it('reads region tags as the regions of this edition, in the site’s order', () => {
    expect(regionsTagged(['regionMexico', 'regionUs', 'regionNowhere'])).toEqual(['us', 'mexico'])
    expect(regionsTagged(null)).toEqual([])
  })
})

describe('languageAlternates', () => {
  it('spells each region’s translated route words', () => {
    const alternates = languageAlternates('/products/TF-10001', ['us', 'mexico'])
    expect(alternates?.languages).toEqual({
      'en-US': '/products/TF-10001',
      'es-US': '/es/products/TF-10001',
      'es-MX': '/mexico/productos/TF-10001',
      'en-MX': '/mexico/en/products/TF-10001',
      'x-default': '/products/TF-10001',
    })
  })

  it('works from any of the alternates to the same set, so each names all the others', () => {
    const regions = ['us', 'mexico', 'korea', 'japan', 'sea', 'latam', 'br']
    const fromUs = languageAlternates('/recipe/poutine', regions)
    expect(fromUs).not.toBeNull()
    for (const path of Object.values(fromUs!.languages)) {
      expect(languageAlternates(path, regions)?.languages).toEqual(fromUs!.languages)
      expect(parsePath(path)?.isCanonical).toBe(true)
    }
  })

  it('leaves out x-default where the default region does not carry the document', () => {
    const alternates = languageAlternates('/korea/recipe/bibimbap-fries', ['korea'])
    expect(alternates?.languages).toEqual({
      'ko-KR': '/korea/recipe/bibimbap-fries',
      'en-KR': '/korea/en/recipe/bibimbap-fries',
    })
    expect(alternates?.ogLocale).toBe('ko_KR')
    expect(alternates?.ogAlternateLocales).toEqual(['en_KR'])
  })

  it('keeps the query of a paged listing on every alternate', () => {
    const alternates = languageAlternates('/blog?page=2', ['us'])
    expect(alternates?.languages['es-US']).toBe('/es/blog?page=2')
  })

  it('offers nothing for a path it cannot read', () => {
    expect(languageAlternates('/%ZZ', ['us'])).toBeNull()
  })
})
