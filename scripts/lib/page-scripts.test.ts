import { describe, expect, it } from 'vitest'
import { pageScriptUrls } from './page-scripts.mjs'

describe('pageScriptUrls', () => {
  it('lists each external script once, resolved against the page, without noModule polyfills', () => {
    const html = [
      '<script src="/_next/a.js" async=""></script>',
      '<script src="/_next/a.js"></script>',
      '<script src="/_next/polyfill.js" noModule=""></script>',
      '<script>self.__next_f.push([0])</script>',
      '<script src="https://cdn.example/b.js"></script>',
    ].join('')
    expect(pageScriptUrls(html, 'http://127.0.0.1:3000/products')).toEqual([
      'http://127.0.0.1:3000/_next/a.js',
      'https://cdn.example/b.js',
    ])
  })
})
