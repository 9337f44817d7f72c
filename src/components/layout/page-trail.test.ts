import { describe, expect, it } from 'vitest'
import type { PageView } from '@/content/pages'
import { pageTrail } from './page-trail'

const page = (path: string[], ancestorTitles: string[]): PageView => ({
  id: 1,
  title: 'Sustainability',
  path,
  ancestorTitles,
  authentication: 'any',
  showBreadcrumbs: true,
  breadcrumbTitle: null,
  metadata: null,
  marquee: null,
  marqueeStyle: null,
  searchBarLocation: 'none',
  blocks: [],
  withheld: false,
  sameForEveryone: true,
  regionIds: ['us'],
})

describe('pageTrail', () => {
  it('links home and every parent by its nested URL', () => {
    expect(
      pageTrail(
        page(['about-us', 'our-story', 'sustainability'], ['About us', 'Our story']),
        'us',
        'en',
        'Home',
      ),
    ).toEqual([
      { title: 'Home', href: '/' },
      { title: 'About us', href: '/about-us' },
      { title: 'Our story', href: '/about-us/our-story' },
    ])
  })

  it('uses the region and locale of the visitor', () => {
    expect(
      pageTrail(page(['about-us', 'our-story'], ['Nosotros']), 'mexico', 'es', 'Inicio'),
    ).toEqual([
      { title: 'Inicio', href: '/mexico' },
      { title: 'Nosotros', href: '/mexico/about-us' },
    ])
  })

  it('falls back to the slug when a parent title is missing', () => {
    expect(pageTrail(page(['a', 'b'], []), 'us', 'en', 'Home')[1]).toEqual({
      title: 'a',
      href: '/a',
    })
  })
})
