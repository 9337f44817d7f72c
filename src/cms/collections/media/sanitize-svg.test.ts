import { describe, expect, it } from 'vitest'
import { composeArt } from '../../seed/artwork/compose'
import { sanitizeSvg, UnsafeSvgError } from './sanitize-svg'

const SVG = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"'
const wrap = (body: string, attributes = '') =>
  `<svg ${SVG} viewBox="0 0 10 10"${attributes}>${body}<rect width="10" height="10"/></svg>`

describe('sanitizeSvg', () => {
  it('drops script elements with their source', () => {
    const clean = sanitizeSvg(wrap('<script>alert(document.cookie)</script>'))
    expect(clean).not.toMatch(/script|alert/i)
    expect(clean).toContain('<rect')
  })

  it('drops event handler attributes', () => {
    const clean = sanitizeSvg(wrap('<circle r="2" onclick="alert(1)"/>', ' onload="alert(1)"'))
    expect(clean).not.toMatch(/onload|onclick|alert/)
    expect(clean).toContain('<circle r="2">')
  })

  it('drops javascript: links, plain or entity-encoded', () => {
    const clean = sanitizeSvg(
      wrap(
        '<a href="javascript:alert(1)"><text>x</text></a><use xlink:href="&#106;avascript:alert(1)"/>',
      ),
    )
    expect(clean).not.toMatch(/javascript|alert|<a\b/i)
  })

  it('drops foreignObject and the HTML inside it', () => {
    const clean = sanitizeSvg(
      wrap('<foreignObject><iframe src="/admin"></iframe>hi</foreignObject>'),
    )
    expect(clean).not.toMatch(/foreignObject|iframe|admin|hi/)
  })

  it('keeps only fragment references: external use, image and CSS urls go', () => {
    const clean = sanitizeSvg(
      wrap(
        '<use href="https://evil.example/x.svg#a"/><use xlink:href="/api/media/file/x.svg#b"/>' +
          '<image href="https://evil.example/p.png"/><path d="M0 0" style="fill:url(https://evil.example/f)"/>' +
          '<path d="M1 1" fill="url(//evil.example/g)"/><style>@import url(https://evil.example/s.css);</style>' +
          '<use href="#local"/><path d="M2 2" fill="url(#grad)"/>',
      ),
    )
    expect(clean).not.toMatch(/evil|api\/media|@import|<image/)
    expect(clean).toContain('<use href="#local">')
    expect(clean).toContain('fill="url(#grad)"')
  })

  it('refuses entity declarations (billion laughs, external entities)', () => {
    const entity = `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>${wrap('<text>&xxe;</text>')}`
    expect(() => sanitizeSvg(entity)).toThrow(UnsafeSvgError)
    expect(() => sanitizeSvg(`<!ENTITY a "b">${wrap('')}`)).toThrow(UnsafeSvgError)
  })

  it('accepts the plain SVG 1.1 doctype and XML prolog editors export', () => {
    const exported = `<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n${wrap('')}`
    expect(sanitizeSvg(exported)).toMatch(/^<svg /)
  })

  it('refuses what is not an SVG document', () => {
    expect(() => sanitizeSvg('<html><body><script>alert(1)</script></body></html>')).toThrow(
      UnsafeSvgError,
    )
    expect(() => sanitizeSvg('plain text')).toThrow(UnsafeSvgError)
  })

  it('keeps the seeded Fluent Emoji artwork whole', () => {
    const art = composeArt({
      name: 'terrafield-logo',
      width: 400,
      height: 120,
      colour: '#1d6b45',
      art: { layout: 'mark', icons: ['potato', 'seedling', 'ear-of-corn'] },
    })
    const clean = sanitizeSvg(art)
    const count = (svg: string) => svg.match(/<[a-zA-Z]/g)?.length ?? 0
    expect(count(clean)).toBe(count(art))
    expect(clean.match(/url\(#/g)?.length).toBe(art.match(/url\(#/g)?.length)
  })
})
