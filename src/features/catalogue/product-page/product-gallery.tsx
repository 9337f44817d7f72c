import { CmsImage } from '@/components/media/cms-image'
import type { ProductDetail } from '@/content/products'
import { type Image, toImage } from '@/content/images'
import styles from './product-page.module.css'

export function galleryImages(product: ProductDetail): Image[] {
  const all = [
    ...(product.productImages ?? []),
    product.inUseImage,
    product.styledImage,
    product.preparedImage,
    product.frontInnerpackImage,
    product.backInnerpackImage,
  ].flatMap((media) => toImage(media) ?? [])
  return all.filter((image, index) => all.findIndex((other) => other.url === image.url) === index)
}

export function ProductGallery({ product, label }: { product: ProductDetail; label: string }) {
  const [main, ...rest] = galleryImages(product)
  if (!main) return null
  return (
    <section className={styles.gallery} aria-label={label}>
      <CmsImage
        image={main}
        sizes="(min-width: 992px) 560px, 100vw"
        priority
        className={styles.mainImage}
      />
      {rest.length > 0 && (
        <ul className={styles.thumbnails}>
          {rest.map((image) => (
            <li key={image.url}>
              <CmsImage image={image} sizes="(min-width: 992px) 180px, 33vw" />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
