import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { translator } from '@/i18n/translate'
import { ProductShare } from './product-share'

const emailLink = (html: string) => {
  const href = /href="(mailto:[^"]*)"/.exec(html)?.[1]?.replaceAll('&amp;', '&')
  if (!href) throw new Error('no email link')
  const url = new URL(href)
  return { subject: url.searchParams.get('subject'), body: url.searchParams.get('body') }
}

describe('ProductShare', () => {
  it('names the product in the email when the CMS has no template', () => {
    const html = renderToStaticMarkup(
      createElement(ProductShare, {
        product: 'Crispy Fries',
        url: 'https://www.example.com/products/F-1',
        template: null,
        t: translator('es'),
      }),
    )
    const { subject, body } = emailLink(html)
    expect(subject).toBe('Mira Crispy Fries')
    expect(body).toContain('Creo que te interesará Crispy Fries:')
    expect(body).toContain('https://www.example.com/products/F-1')
  })
})
