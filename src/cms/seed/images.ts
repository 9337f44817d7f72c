import { composeArt } from './artwork/compose'
import type { Art } from './artwork/scene'
import type { SeedContext } from './context'

export interface GeneratedImage {
  name: string
  alt: string
  width: number
  height: number
  colour: string
  art: Art
}

// Drawn here from the bundled Fluent Emoji set, so the demo needs no downloads, with Payload's own
// sharp: importing sharp a second time beside the config made the seed's module loading stall.
export async function renderImage(ctx: SeedContext, image: GeneratedImage): Promise<Buffer> {
  const sharp = ctx.payload.config.sharp
  if (!sharp) throw new Error('the Payload config has no sharp instance')
  const svg = composeArt(image)
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer()
}

async function upload(
  ctx: SeedContext,
  alt: string,
  file: { data: Buffer; mimetype: string; name: string },
): Promise<number> {
  const created = await ctx.payload.create({
    collection: 'media',
    data: { alt },
    file: { ...file, size: file.data.length },
    overrideAccess: true,
    context: { skipRevalidate: true },
  })
  return created.id as number
}

export async function uploadImage(ctx: SeedContext, image: GeneratedImage): Promise<number> {
  const data = await renderImage(ctx, image)
  return upload(ctx, image.alt, { data, mimetype: 'image/webp', name: `${image.name}.webp` })
}

/** Uploaded as the drawing itself, so it stays sharp at any size (and passes the SVG sanitiser). */
export async function uploadVector(ctx: SeedContext, image: GeneratedImage): Promise<number> {
  const data = Buffer.from(composeArt(image))
  return upload(ctx, image.alt, { data, mimetype: 'image/svg+xml', name: `${image.name}.svg` })
}
