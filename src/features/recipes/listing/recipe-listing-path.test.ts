import { describe, expect, it } from 'vitest'
import { recipeListingPath } from './recipe-listing-path'

const us = { regionId: 'us', locale: 'en' as const, previewToken: null }
const mexico = { regionId: 'mexico', locale: 'es' as const, previewToken: null }

describe('recipeListingPath', () => {
  it('leaves out the default sort and the first page', () => {
    expect(recipeListingPath(us, { kind: 'all' }, { sort: 'newest', page: 1 })).toBe('/recipes')
    expect(recipeListingPath(us, { kind: 'all' }, { sort: 'oldest', page: 2 })).toBe(
      '/recipes/oldest/page/2',
    )
    expect(
      recipeListingPath(us, { kind: 'category', slug: 'game-day' }, { sort: 'newest', page: 3 }),
    ).toBe('/recipes/category/game-day/page/3')
  })

  it('carries the region and locale prefix', () => {
    expect(
      recipeListingPath(mexico, { kind: 'category', slug: 'brunch' }, { sort: 'oldest', page: 1 }),
    ).toBe('/mexico/recipes/category/brunch/oldest')
  })
})
