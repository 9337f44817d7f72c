import type { SeedContext } from './context'

export interface GeneratedImage {
  name: string
  alt: string
  width: number
  height: number
  colour: string
  label: string
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)
}

// Drawn here, so the demo needs no downloads, with Payload's own sharp: importing sharp a second
// time beside the config made the seed's module loading stall.
export async function renderImage(ctx: SeedContext, image: GeneratedImage): Promise<Buffer> {
  const sharp = ctx.payload.config.sharp
  if (!sharp) throw new Error('the Payload config has no sharp instance')
  const { width, height, colour, label } = image
  const fontSize = Math.round(Math.min(width, height) / 9)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#123d2a"/></linearGradient></defs>
  <rect width="100%" height="100%" fill="url(#g)"/>
  <circle cx="${width * 0.78}" cy="${height * 0.3}" r="${Math.min(width, height) * 0.18}" fill="#e9c46a" opacity="0.85"/>
  <text x="50%" y="62%" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-weight="700" font-size="${fontSize}" fill="#ffffff">${escapeXml(label)}</text>
</svg>`
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer()
}

export async function uploadImage(ctx: SeedContext, image: GeneratedImage): Promise<number> {
  const data = await renderImage(ctx, image)
  const created = await ctx.payload.create({
    collection: 'media',
    data: { alt: image.alt },
    file: { data, mimetype: 'image/webp', name: `${image.name}.webp`, size: data.length },
    overrideAccess: true,
    context: { skipRevalidate: true },
  })
  return created.id as number
}
