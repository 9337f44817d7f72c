export { CmsImage, type CmsImageProps } from './cms-image.client'
