import { decode } from 'ico-endec'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { packIco } from './ico'
import { FAVICON_SIZES } from './paths'
import { fallbackIconSvg, squarePng } from './rasterise'

const WIDE_SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="12" viewBox="0 0 40 12"><rect width="40" height="12" fill="#1d6b45"/></svg>',
)

describe('squarePng', () => {
  it('draws a small vector at the full size, centred on a transparent square', async () => {
    const png = await squarePng(WIDE_SVG, 512)
    const { width, height, format, hasAlpha } = await sharp(png).metadata()
    expect({ width, height, format, hasAlpha }).toEqual({
      width: 512,
      height: 512,
      format: 'png',
      hasAlpha: true,
    })
    const { data } = await sharp(png)
      .extract({ left: 0, top: 0, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true })
    expect(data[3]).toBe(0)
  })
})

describe('packIco', () => {
  it('holds one PNG entry per favicon size', async () => {
    const source = fallbackIconSvg('#123d2a')
    const ico = packIco(await Promise.all(FAVICON_SIZES.map((size) => squarePng(source, size))))
    expect(ico.readUInt16LE(2)).toBe(1)
    const entries = decode(ico)
    expect(entries.map((entry) => [entry.width, entry.imageType])).toEqual([
      [16, 'png'],
      [32, 'png'],
      [48, 'png'],
    ])
  })
})

describe('fallbackIconSvg', () => {
  it('takes the theme colour only when it is #rrggbb', () => {
    expect(fallbackIconSvg('#123d2a').toString()).toContain('fill="#123d2a"')
    expect(fallbackIconSvg('"/><script>').toString()).not.toContain('script')
  })
})
