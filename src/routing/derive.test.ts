import { describe, expect, it, vi } from 'vitest'
import { deriveLocale, deriveRegion, localeAfterRegionChange } from './derive'
import { REGIONS } from './regions'

describe('deriveRegion', () => {
  it.each([
    [{}, 'us'],
    [{ pathSegments: ['korea', 'news'] }, 'korea'],
    [{ regionLocale: 'mexico' }, 'mexico'],
    [{ regionLocale: 'mexico', pathSegments: ['es', 'x'] }, 'mexico'],
    [{ regionLocale: 'mexico', pathSegments: ['korea'] }, 'korea'],
    [{ regionLocale: 'atlantis' }, 'us'],
    [{ regionLocale: null, pathSegments: ['atlantis'] }, 'us'],
  ])('%j → %s', (sources, expected) => {
    expect(deriveRegion(sources)).toBe(expected)
  })
})

describe('deriveLocale', () => {
  it.each([
    [{}, 'en'],
    [{ localeQuery: 'es' }, 'es'],
    [{ localeQuery: 'es', pathSegments: ['en'] }, 'es'],
    [{ regionLocale: 'korea' }, 'ko-KR'],
    [{ regionLocale: 'korea', localeQuery: 'en' }, 'en'],
    [{ regionLocale: 'korea', pathSegments: ['en', 'x'] }, 'ko-KR'],
    [{ pathSegments: ['korea', 'en', 'news'] }, 'en'],
    [{ pathSegments: ['korea', 'news'] }, 'ko-KR'],
    [{ pathSegments: ['es', 'products'] }, 'es'],
    [{ pathSegments: ['mexico'] }, 'es'],
    [{ regionLocale: 'mexico', pathSegments: ['korea', 'en'] }, 'en'],
  ])('%j → %s', (sources, expected) => {
    expect(deriveLocale(sources)).toBe(expected)
  })

  it.each([
    { localeQuery: 'xx' },
    { localeQuery: 'ko-KR' },
    { localeQuery: '' },
    { localeQuery: null },
    { regionLocale: 'atlantis' },
    { regionLocale: '' },
    { pathSegments: ['ko-KR', 'x'] },
    { pathSegments: ['atlantis', 'es'] },
  ])('ignores unsupported values: %j', (sources) => {
    expect(deriveLocale(sources)).toBe('en')
  })

  it('ignores a locale the derived region does not offer', () => {
    expect(deriveLocale({ regionLocale: 'korea', localeQuery: 'es' })).toBe('ko-KR')
    expect(deriveLocale({ pathSegments: ['br'], localeQuery: 'en' })).toBe('pt-BR')
  })
})

describe('localeAfterRegionChange', () => {
  const withDropdown = ['mexico', 'korea', 'japan', 'cl', 'us']

  it('has a language dropdown in exactly the spec regions', () => {
    expect(
      REGIONS.filter((r) => r.hasLanguageDropdown)
        .map((r) => r.id)
        .sort(),
    ).toEqual([...withDropdown].sort())
  })

  for (const region of REGIONS) {
    for (const current of ['en', 'es', 'es-AR', 'pt-BR', 'ko-KR', 'ja-JP', 'zh', 'xx']) {
      const keeps =
        withDropdown.includes(region.id) && (region.locales as string[]).includes(current)
      const expected = keeps ? current : region.defaultLocale
      it(`${region.id} from ${current} → ${expected}`, () => {
        expect(localeAfterRegionChange(region.id, current)).toBe(expected)
      })
    }
  }

  it('switches the non-dropdown regions to their default', () => {
    expect(localeAfterRegionChange('sea', 'es')).toBe('en')
    expect(localeAfterRegionChange('br', 'en')).toBe('pt-BR')
    expect(localeAfterRegionChange('latam', 'en')).toBe('es-AR')
    expect(localeAfterRegionChange('china', 'en')).toBe('zh')
  })

  it('keeps or resets in the dropdown regions', () => {
    expect(localeAfterRegionChange('korea', 'en')).toBe('en')
    expect(localeAfterRegionChange('korea', 'es')).toBe('ko-KR')
    expect(localeAfterRegionChange('us', 'es')).toBe('es')
    expect(localeAfterRegionChange('cl', 'es')).toBe('es-AR')
  })

  it('falls back to en for an unknown region', () => {
    expect(localeAfterRegionChange('atlantis', 'es')).toBe('en')
  })
})

describe('the china-only edition', () => {
  it('defaults to china in zh, and choosing china leaves the language dropdown-less default', async () => {
    vi.stubEnv('NEXT_PUBLIC_SITE_EDITION', 'china')
    vi.resetModules()
    try {
      const china = await import('./derive')
      expect(china.deriveRegion({ regionLocale: 'korea' })).toBe('china')
      expect(china.deriveLocale({})).toBe('zh')
      expect(china.deriveLocale({ pathSegments: ['en', 'x'] })).toBe('en')
      expect(china.deriveLocale({ localeQuery: 'en' })).toBe('en')
      expect(china.localeAfterRegionChange('china', 'en')).toBe('zh')
    } finally {
      vi.unstubAllEnvs()
      vi.resetModules()
    }
  })
})
