import { getImgProps } from 'next/dist/shared/lib/get-img-props'
import { imageConfigDefault, prepareImageConfig } from 'next/dist/shared/lib/image-config'
import nextImageLoader from 'next/dist/shared/lib/image-loader'
import { describe, expect, it } from 'vitest'
import { DEVICE_SIZES, IMAGE_QUALITY, IMAGE_SIZES } from './image-config'
import { imageSources } from './image-srcset'

const imgConf = prepareImageConfig({
  ...imageConfigDefault,
  deviceSizes: DEVICE_SIZES,
  imageSizes: IMAGE_SIZES,
  qualities: [IMAGE_QUALITY],
})

function nextImage(src: string, shape: { width?: number; sizes?: string }) {
  const { props } = getImgProps(
    {
      src,
      alt: '',
      ...(shape.width === undefined ? { fill: true } : { width: shape.width, height: shape.width }),
      sizes: shape.sizes,
    },
    { defaultLoader: nextImageLoader, imgConf, showAltText: false, blurComplete: false },
  )
  return { src: props.src, srcSet: props.srcSet, sizes: props.sizes }
}

const SOURCES = [
  '/api/media/file/product-tf-10001.webp',
  '/api/media/file/Café au lait & 50% (1).jpg',
  '/brand/social-icons.svg',
  'data:image/png;base64,AAAA',
]
const FIXED_WIDTHS = [16, 40, 48, 96, 160, 200, 240, 280, 400, 1000, 1921, 5000]
const SIZES = [
  '100vw',
  '(min-width: 1200px) 280px, (min-width: 768px) 33vw, (min-width: 576px) 50vw, 100vw',
  '(min-width: 992px) 96px, 80px',
  '(min-width: 992px) 180px, 33vw',
  '(max-width: 768px) 100vw, 768px',
  '(min-width: 52rem) 52rem, 100vw',
]

describe('imageSources', () => {
  for (const src of SOURCES) {
    it(`writes what next/image writes for ${src}`, () => {
      for (const width of FIXED_WIDTHS)
        expect(imageSources(src, { width })).toEqual(nextImage(src, { width }))
      for (const sizes of SIZES)
        expect(imageSources(src, { sizes })).toEqual(nextImage(src, { sizes }))
    })
  }
})
