import { describe, expect, it } from 'vitest'
import { mediaResponseHeaders } from './file-responses'

const headersFor = (type: string) =>
  mediaResponseHeaders({ headers: new Headers({ 'content-type': type }) })

describe('mediaResponseHeaders', () => {
  it('serves an SVG as a sandboxed document that may load nothing', () => {
    const csp = headersFor('image/svg+xml').get('content-security-policy') ?? ''
    expect(csp).toContain("default-src 'none'")
    expect(csp).toContain("style-src 'unsafe-inline'")
    expect(csp).toMatch(/\bsandbox\b/)
    expect(csp).not.toContain('img-src')
  })

  it('keeps every file sandboxed and unsniffed', () => {
    const headers = headersFor('image/webp')
    expect(headers.get('content-security-policy')).toMatch(/\bsandbox\b/)
    expect(headers.get('x-content-type-options')).toBe('nosniff')
  })
})
