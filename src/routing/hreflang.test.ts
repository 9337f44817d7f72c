import { describe, expect, it } from 'vitest'
import { hreflangOf } from './hreflang'
import { REGIONS } from './regions'

describe('hreflang codes', () => {
  it('name the language and the region’s country', () => {
    expect(hreflangOf('us', 'en')).toBe('en-US')
    expect(hreflangOf('us', 'es')).toBe('es-US')
    expect(hreflangOf('mexico', 'es')).toBe('es-MX')
    expect(hreflangOf('korea', 'ko-KR')).toBe('ko-KR')
    expect(hreflangOf('cl', 'es-AR')).toBe('es-CL')
    expect(hreflangOf('br', 'pt-BR')).toBe('pt-BR')
    expect(hreflangOf('china', 'zh')).toBe('zh-CN')
  })

  it('name only the language for a region of several countries', () => {
    expect(hreflangOf('sea', 'en')).toBe('en')
    expect(hreflangOf('latam', 'es-AR')).toBe('es')
  })

  it('give every region and language of the site its own code', () => {
    const codes = REGIONS.flatMap((region) =>
      region.locales.map((locale) => hreflangOf(region.id, locale)),
    )
    expect(new Set(codes).size).toBe(codes.length)
    for (const code of codes) expect(code).toMatch(/^[a-z]{2}(-[A-Z]{2})?$/)
  })
})
