import { CmsImage } from '@/components/media/cms-image'
import type { Image } from '@/content/images'
import styles from './grid.module.css'

/** An image filling a box whose shape the stylesheet sets. */
export function CardMedia({
  image,
  sizes,
  className = styles.media,
}: {
  image: Image | null
  sizes: string
  className?: string
}) {
  return (
    <div className={className}>
      <CmsImage image={image} fill sizes={sizes} />
    </div>
  )
}
