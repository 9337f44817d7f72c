import { DEVICE_SIZES, IMAGE_QUALITY, IMAGE_SIZES } from './image-config'

const ALL_SIZES = [...IMAGE_SIZES, ...DEVICE_SIZES].sort((a, b) => a - b)
const VIEWPORT_WIDTH = /(^|\s)(1?\d?\d)vw/g

export interface ImageSources {
  src: string
  srcSet?: string
  sizes?: string
}

export function optimizedImageUrl(src: string, width: number): string {
  return `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${IMAGE_QUALITY}`
}

function isServedAsIs(src: string): boolean {
  return (
    !src ||
    src.startsWith('data:') ||
    src.startsWith('blob:') ||
    (src.split('?', 1)[0] ?? '').endsWith('.svg')
  )
}

// next/image's output without its ~4 KB of client code; the test keeps it equal to getImageProps.
export function imageSources(
  src: string,
  { width, sizes }: { width?: number; sizes?: string },
): ImageSources {
  if (isServedAsIs(src)) return { src }
  let widths: number[]
  let descriptor: (width: number, index: number) => string
  if (sizes) {
    const shares = [...sizes.matchAll(VIEWPORT_WIDTH)].map((match) => Number(match[2]))
    const smallest = shares.length ? Math.min(...shares) / 100 : 0
    widths = ALL_SIZES.filter((size) => size >= (DEVICE_SIZES[0] ?? 0) * smallest)
    descriptor = (size) => `${size}w`
  } else if (width === undefined) {
    widths = DEVICE_SIZES
    descriptor = (size) => `${size}w`
  } else {
    const widest = ALL_SIZES[ALL_SIZES.length - 1] ?? width
    widths = [
      ...new Set(
        [width, width * 2].map((wanted) => ALL_SIZES.find((size) => size >= wanted) ?? widest),
      ),
    ]
    descriptor = (_, index) => `${index + 1}x`
  }
  return {
    src: optimizedImageUrl(src, widths[widths.length - 1] ?? 0),
    srcSet: widths
      .map((size, index) => `${optimizedImageUrl(src, size)} ${descriptor(size, index)}`)
      .join(', '),
    sizes: sizes ?? (width === undefined ? '100vw' : undefined),
  }
}
