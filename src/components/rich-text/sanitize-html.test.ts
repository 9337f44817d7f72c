import { describe, expect, it } from 'vitest'
import { sanitizeCmsHtml } from './sanitize-html'

describe('sanitizeCmsHtml', () => {
  it('removes script elements and their content', () => {
    const out = sanitizeCmsHtml('<p>Hi</p><script>alert(1)</script>')
    expect(out).toBe('<p>Hi</p>')
  })

  it('removes event handler attributes', () => {
    const out = sanitizeCmsHtml(
      '<img src="/a.png" alt="a" onerror="alert(1)"><p onclick="x()">t</p>',
    )
    expect(out).not.toMatch(/onerror|onclick/i)
    expect(out).toContain('<img src="/a.png" alt="a" />')
  })

  it('drops javascript: and data: URLs but keeps safe links', () => {
    const out = sanitizeCmsHtml(
      '<a href="javascript:alert(1)">x</a><a href=" JaVaScRiPt:alert(1)">y</a><a href="data:text/html,hi">z</a><a href="/ok">ok</a>',
    )
    expect(out).not.toMatch(/javascript|data:/i)
    expect(out).toContain('<a href="/ok">ok</a>')
  })

  it('adds rel=noopener to links opening a new window', () => {
    expect(sanitizeCmsHtml('<a href="https://e.com" target="_blank">e</a>')).toContain(
      'rel="noopener noreferrer"',
    )
  })

  it('removes iframes, style and object elements', () => {
    const out = sanitizeCmsHtml(
      '<iframe src="https://e.com"></iframe><style>*{}</style><object data="x"></object>',
    )
    expect(out).toBe('')
  })
})
