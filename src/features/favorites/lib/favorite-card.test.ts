import { describe, expect, it } from 'vitest'
import { toFavoriteCard } from './favorite-card'

const AT = '2025-03-01T10:00:00.000Z'

describe('toFavoriteCard', () => {
  it('identifies a product by sku and shows its brand and badge', () => {
    const card = toFavoriteCard({
      contentType: 'Product',
      id: 1,
      sku: 'TF-10001',
      slug: 'fries',
      name: 'Fries',
      href: '/products/TF-10001',
      image: null,
      brand: 'Terrafield',
      badge: 'New',
      description: 'Crisp',
      publishedDate: null,
      favoriteTimestamp: AT,
    })
    expect(card).toMatchObject({
      key: 'sku:TF-10001',
      target: { sku: 'TF-10001', slug: 'fries' },
      eyebrow: 'Terrafield',
      badge: 'New',
      text: null,
    })
  })

  it('identifies a recipe by slug alone and shows its description', () => {
    const card = toFavoriteCard({
      contentType: 'Recipe',
      id: 4,
      slug: 'poutine',
      name: 'Poutine',
      href: '/recipe/poutine',
      image: null,
      description: 'Gravy',
      publishedDate: null,
      favoriteTimestamp: AT,
    })
    expect(card).toEqual({
      key: 'slug:poutine',
      target: { slug: 'poutine' },
      name: 'Poutine',
      href: '/recipe/poutine',
      image: null,
      badge: null,
      eyebrow: null,
      text: 'Gravy',
    })
  })
})
