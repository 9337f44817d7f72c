import { describe, expect, it } from 'vitest'
import { robotsTxt } from './robots-txt'

describe('robotsTxt', () => {
  it('allows the site but the given paths, and names the sitemap index', () => {
    const body = robotsTxt({
      indexable: true,
      disallow: ['/admin', '/api/', '/search?', '/search?'],
      sitemapUrl: 'https://site.example/sitemap.xml',
    })
    expect(body.split('\n')).toEqual([
      'User-agent: *',
      'Allow: /',
      'Disallow: /admin',
      'Disallow: /api/',
      'Disallow: /search?',
      '',
      'Sitemap: https://site.example/sitemap.xml',
      '',
    ])
  })

  it('keeps everything out outside production', () => {
    const body = robotsTxt({
      indexable: false,
      disallow: ['/admin'],
      sitemapUrl: 'https://x.example/sitemap.xml',
    })
    expect(body).toContain('Disallow: /\n')
    expect(body).not.toContain('Allow: /')
  })
})
