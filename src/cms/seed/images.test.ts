import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import type { SeedContext } from './context'
import { renderImage } from './images'

// The seed uses Payload's sharp; the test hands in the same library directly.
const ctx = { payload: { config: { sharp } }, log: () => {} } as unknown as SeedContext

describe('renderImage', () => {
  it('returns a WebP of the requested size', async () => {
    const data = await renderImage(ctx, {
      name: 'test-product',
      alt: 'Test',
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
