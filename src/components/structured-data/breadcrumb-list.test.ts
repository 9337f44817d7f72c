import { expect, it } from 'vitest'
import { breadcrumbListJsonLd } from './breadcrumb-list'

it('numbers the trail from 1 and lets the current page go without a URL', () => {
  expect(
    breadcrumbListJsonLd([
      { name: 'Home', url: 'https://site.example/' },
      { name: 'Fries', url: 'https://site.example/products/fries' },
      { name: 'Straight cut' },
    ]),
  ).toEqual({
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://site.example/' },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Fries',
        item: 'https://site.example/products/fries',
      },
      { '@type': 'ListItem', position: 3, name: 'Straight cut' },
    ],
  })
})
