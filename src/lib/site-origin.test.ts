import { describe, expect, it } from 'vitest'
import { siteOrigins } from './site-origin'

describe('siteOrigins', () => {
  it('is the one origin of a public SITE_URL', () => {
    expect(siteOrigins('https://www.terrafield.example/some/path')).toEqual([
      'https://www.terrafield.example',
    ])
  })

  it('adds the other loopback spellings of a loopback SITE_URL, port kept', () => {
    expect(siteOrigins('http://127.0.0.1:3105')).toEqual([
      'http://localhost:3105',
      'http://127.0.0.1:3105',
      'http://[::1]:3105',
    ])
  })
})
