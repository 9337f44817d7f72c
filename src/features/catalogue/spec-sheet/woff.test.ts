import fs from 'node:fs'
import path from 'node:path'
import { create } from 'fontkit'
import { describe, expect, it } from 'vitest'
import { woffToSfnt } from './woff'

const file = path.join(
  process.cwd(),
  'node_modules/@fontsource/noto-sans-kr/files/noto-sans-kr-korean-400-normal.woff',
)

describe('woffToSfnt', () => {
  it('unwraps a WOFF font into a TrueType font that fontkit reads', () => {
    const woff = fs.readFileSync(file)
    const sfnt = woffToSfnt(woff)
    expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4))
    expect(sfnt.length).toBeGreaterThan(woff.length)
    const font = create(sfnt)
    if (!('hasGlyphForCodePoint' in font)) throw new Error('expected a single font')
    expect(font.hasGlyphForCodePoint('한'.codePointAt(0) ?? 0)).toBe(true)
    expect(font.layout('한국어').glyphs.every((glyph) => glyph.id > 0)).toBe(true)
  })

  it('rejects anything that is not WOFF 1.0', () => {
    expect(() => woffToSfnt(Buffer.from('not a font, just text of some length to read'))).toThrow(
      'Not a WOFF 1.0 font',
    )
    expect(() => woffToSfnt(Buffer.alloc(4))).toThrow('Not a WOFF 1.0 font')
  })
})
