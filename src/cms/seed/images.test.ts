import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import type { SeedContext } from './context'
import { L } from './data/localized'
import { altLocalesToWrite, renderImage } from './images'

// The seed uses Payload's sharp; the test hands in the same library directly.
const ctx = { payload: { config: { sharp } }, log: () => {} } as unknown as SeedContext

describe('renderImage', () => {
  it('returns a WebP of the requested size', async () => {
    const data = await renderImage(ctx, {
      name: 'test-product',
      alt: L('Test', 'Prueba', 'Prueba', 'Teste', '테스트', 'テスト', '测试'),
      width: 320,
      height: 200,
      colour: '#8a5a24',
      art: { layout: 'product', icons: ['french-fries'] },
    })
    const meta = await sharp(data).metadata()
    expect(meta.format).toBe('webp')
    expect(meta.width).toBe(320)
    expect(meta.height).toBe(200)
  })
})

describe('altLocalesToWrite', () => {
  it('writes every locale whose text differs from its fallback', () => {
    expect(
      altLocalesToWrite(L('Fries', 'Papas', 'Papitas', 'Batatas', '감자', 'ポテト', '薯条')),
    ).toEqual(['es', 'es-AR', 'pt-BR', 'ko-KR', 'ja-JP', 'zh'])
  })

  it('leaves es-AR to fall back to es when both read the same', () => {
    expect(
      altLocalesToWrite(L('Fries', 'Papas', 'Papas', 'Batatas', '감자', 'ポテト', '薯条')),
    ).toEqual(['es', 'pt-BR', 'ko-KR', 'ja-JP', 'zh'])
  })

  it('writes es-AR when es falls back to English but es-AR does not', () => {
    expect(
      altLocalesToWrite(L('Fries', 'Fries', 'Papas', 'Fries', 'Fries', 'Fries', 'Fries')),
    ).toEqual(['es-AR'])
  })

  it('writes nothing for a name that reads the same everywhere', () => {
    const name = 'Golden Acre'
    expect(altLocalesToWrite(L(name, name, name, name, name, name, name))).toEqual([])
  })
})
