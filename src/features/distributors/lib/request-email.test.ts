import { describe, expect, it } from 'vitest'
import { requestEmailHref } from './request-email'

const parts = (href: string) => {
  const url = new URL(href)
  return { subject: url.searchParams.get('subject'), body: url.searchParams.get('body') }
}

describe('requestEmailHref', () => {
  const values = {
    product: 'Crispy Fries',
    distributor: 'Great Lakes Foodservice',
    productLine: 'Product: Crispy Fries',
  }

  it('fills {product} and {distributor}', () => {
    const href = requestEmailHref(
      { subject: 'About {product}', body: 'Hello {distributor}, I want {product}.' },
      values,
    )
    expect(parts(href)).toEqual({
      subject: 'About Crispy Fries',
      body: 'Hello Great Lakes Foodservice, I want Crispy Fries.',
    })
  })

  it('adds the product line when the template does not name the product', () => {
    const href = requestEmailHref({ subject: 'Request', body: 'Hello,\n\nPlease call me.' }, values)
    expect(parts(href).body).toBe('Hello,\r\n\r\nPlease call me.\r\n\r\nProduct: Crispy Fries')
  })

  it('tidies a sentence when there is no product', () => {
    const href = requestEmailHref(
      { subject: 'Request {product}', body: 'I want {product} .' },
      { product: null, distributor: null, productLine: null },
    )
    expect(parts(href)).toEqual({ subject: 'Request', body: 'I want.' })
  })
})
