import { describe, expect, it } from 'vitest'
import type { ProductSpecificationSettings } from '@/content/product-settings'
import type { ProductDetail } from '@/content/products'
import { translator } from '@/i18n/translate'
import type { Locale } from '@/routing/locales'
import { nodesOf, parseMarkdown, textOf } from '../../../../tests/helpers/markdown'
import { seededProduct } from '../spec-sheet/test-fixture'
import { productMarkdown } from './product-markdown'

const SETTINGS: ProductSpecificationSettings = {
  hideImage: false,
  excludedKeys: [],
  disclaimer: null,
}
const absolute = (path: string) => `https://site.example${path}`

function product(locale: Locale, extra: Partial<ProductDetail> = {}): ProductDetail {
  return {
    ...seededProduct('TF-10024', locale),
    generalDescription: 'Crisp outside, stretchy inside.',
    benefits: 'Holds under heat lamps for 20 minutes.',
    productImages: [
      { id: 1, url: '/api/media/file/sticks.webp', alt: 'Sticks', width: 10, height: 10 },
    ],
    ...extra,
  } as unknown as ProductDetail
}

const render = (regionId: string, locale: Locale, detail = product(locale)) =>
  parseMarkdown(
    productMarkdown(detail, { regionId, locale, t: translator(locale) }, SETTINGS, absolute),
  )

describe('productMarkdown', () => {
  it('says what the product page says: name, brand and SKU, image, description, benefits', () => {
    const tree = render('us', 'en')
    const [title, byline, picture, description] = tree.children
    expect(title && [title.type, textOf(title)]).toEqual(['heading', 'Breaded Mozzarella Sticks'])
    expect(byline && textOf(byline)).toBe('Terrafield Classic · SKU TF-10024')
    expect(picture && nodesOf(picture, 'image')[0]).toMatchObject({
      url: 'https://site.example/api/media/file/sticks.webp',
      alt: 'Sticks',
    })
    expect(description && textOf(description)).toBe('Crisp outside, stretchy inside.')
    expect(textOf(tree)).toContain('Holds under heat lamps for 20 minutes.')
  })

  it('links the specification sheet and its PDF on this site', () => {
    const urls = nodesOf(render('us', 'en'), 'link').map((node) => node.url)
    expect(urls).toContain(
      'https://site.example/products/breaded-mozzarella-sticks/TF-10024/specifications',
    )
    expect(urls).toContain(
      'https://site.example/products/breaded-mozzarella-sticks/TF-10024/specifications.pdf',
    )
  })

  it("has the spec sheet's sections, with the region's nutrition label as a table", () => {
    const headings = (tree: ReturnType<typeof render>) =>
      nodesOf(tree, 'heading')
        .filter((node) => node.depth === 2)
        .map(textOf)
    const us = render('us', 'en')
    expect(headings(us)).toEqual([
      'Benefits',
      'Specifications',
      'Ingredients and allergens',
      'Dietary and certifications',
      'K-12 food groups',
      'Shipping and storage',
      'Preparation and cooking',
      'Nutrition Facts',
    ])
    const nutrition = nodesOf(us, 'table').at(-1)
    expect(nutrition?.children[0]?.children.map(textOf)).toEqual([
      'Nutrient',
      'Amount per serving',
      '% Daily Value*',
    ])
    const australia = render('au', 'en')
    expect(headings(australia).at(-1)).toBe('Nutrition Information')
  })

  it('keeps CMS text as text', () => {
    const hostile = '[win](javascript:alert(1)) <img src=x onerror=alert(1)> | # *'
    const tree = render('us', 'en', product('en', { generalDescription: hostile }))
    expect(tree.children[3] && textOf(tree.children[3])).toBe(hostile)
    expect(
      nodesOf(tree, 'link').every((node) => node.url.startsWith('https://site.example/')),
    ).toBe(true)
    expect(nodesOf(tree, 'html')).toEqual([])
  })
})
