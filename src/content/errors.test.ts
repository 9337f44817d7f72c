import { describe, expect, it } from 'vitest'

import { isUnresolvableLinkError, readGraphqlErrors } from './errors'

describe('isUnresolvableLinkError', () => {
  it.each([
    {
      message: 'Cannot return null for non-nullable field Recipe.products.',
      path: ['Recipes', 'docs', 0, 'products', 2],
    },
    { message: 'Not Found', path: ['Page', 'hero', 'media'], extensions: { name: 'NotFound' } },
    {
      message: 'You are not allowed to perform this action.',
      path: ['Product', 'brand'],
      extensions: { name: 'Forbidden', statusCode: 403 },
    },
    { message: 'Forbidden', path: ['Product', 'category'] },
    { message: 'The related document could not be found', path: ['Product'] },
    {
      message: 'Link to entry abc could not be resolved',
      extensions: { code: 'UNRESOLVABLE_LINK' },
    },
    { message: 'x', extensions: { contentful: { code: 'UNRESOLVABLE_LINK' } } },
  ])('accepts a dangling link: $message', (error) => {
    expect(isUnresolvableLinkError(error)).toBe(true)
  })

  it.each([
    { message: 'Not Found', path: ['Product'] },
    { message: 'Something went wrong.', path: ['Products', 'docs', 0, 'brand'] },
    { message: 'Cannot return null for non-nullable field Product.sku.', path: ['Product', 'sku'] },
    { message: 'Cannot query field "skuu" on type "Product".' },
  ])('rejects other errors: $message', (error) => {
    expect(isUnresolvableLinkError(error)).toBe(false)
  })
})

describe('readGraphqlErrors', () => {
  it('keeps message, extensions and path of each error', () => {
    const body = {
      data: null,
      errors: [{ message: 'boom', path: ['a', 0], extensions: { code: 'X' }, locations: [] }, 3],
    }
    expect(readGraphqlErrors(body)).toEqual([
      { message: 'boom', path: ['a', 0], extensions: { code: 'X' } },
    ])
  })

  it('returns nothing for bodies without errors', () => {
    expect(readGraphqlErrors(null)).toEqual([])
    expect(readGraphqlErrors({ data: {} })).toEqual([])
  })
})
