import { describe, expect, it } from 'vitest'
import { shareProductHref } from './share-email'

const parts = (href: string) => {
  const url = new URL(href)
  return { subject: url.searchParams.get('subject'), body: url.searchParams.get('body') }
}

describe('shareProductHref', () => {
  const values = { product: 'Crispy Fries', url: 'https://www.example.com/products/F-1?x=1&y=2' }

  it('fills the product name and link', () => {
    const href = shareProductHref({ subject: 'See {product}', body: '{product}: {url}' }, values)
    expect(parts(href)).toEqual({
      subject: 'See Crispy Fries',
      body: 'Crispy Fries: https://www.example.com/products/F-1?x=1&y=2',
    })
  })

  it('adds the link at the end when the body does not place it', () => {
    const href = shareProductHref({ subject: 'Look', body: 'You will like {product}.' }, values)
    expect(parts(href).body).toBe(
      'You will like Crispy Fries.\r\n\r\nhttps://www.example.com/products/F-1?x=1&y=2',
    )
  })

  it('keeps the link intact in the encoded URL', () => {
    const href = shareProductHref({ subject: 's', body: '{url}' }, values)
    expect(href).toContain('body=https%3A%2F%2Fwww.example.com%2Fproducts%2FF-1%3Fx%3D1%26y%3D2')
  })
})
