import sharp from 'sharp'
import { isHexColour } from '@/lib/hex-colour'

const DEFAULT_COLOUR = '#1d6b45'
const MAX_SVG_DENSITY = 2400
const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 }

/** A plain rounded square in the theme colour: what a browser shows while no icon is set. */
export function fallbackIconSvg(colour: string | null): Buffer {
  const fill = isHexColour(colour) ? colour : DEFAULT_COLOUR
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${fill}"/></svg>`,
  )
}

/** A vector is drawn at the target size rather than scaled up from its nominal 72 dpi raster. */
async function svgDensity(source: Buffer, size: number): Promise<number | undefined> {
  const { format, width, height } = await sharp(source).metadata()
  if (format !== 'svg' || !width || !height) return undefined
  return Math.min(MAX_SVG_DENSITY, Math.max(72, Math.ceil((72 * size) / Math.min(width, height))))
}

/** The image centred on a transparent square of `size` pixels, as PNG. */
export async function squarePng(source: Buffer, size: number): Promise<Buffer> {
  const density = await svgDensity(source, size)
  return sharp(source, density ? { density } : {})
    .resize(size, size, { fit: 'contain', background: TRANSPARENT })
    .png()
    .toBuffer()
}
