import { CmsImage } from '@/components/media/cms-image'
import type { ProductDetail } from '@/content/products'
import { type Image, toImage } from '@/content/images'
import { parseDamImageHosts } from '@/lib/dam-image-hosts'
import { env } from '@/lib/env'
import { safeDamImageUrls } from '../lib/dam-image-urls'
import { DamImage } from './dam-image'
import styles from './product-page.module.css'

type GalleryEntry = { kind: 'cms'; image: Image } | { kind: 'dam'; url: string }

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

function galleryEntries(product: ProductDetail): GalleryEntry[] {
  const hosts = parseDamImageHosts(env().DAM_IMAGE_HOSTS)
  return [
    ...galleryImages(product).map((image): GalleryEntry => ({ kind: 'cms', image })),
    ...safeDamImageUrls(product.damProductImageUrls, hosts).map((url): GalleryEntry => ({
      kind: 'dam',
      url,
    })),
  ]
}

const keyOf = (entry: GalleryEntry) => (entry.kind === 'cms' ? entry.image.url : entry.url)

export function ProductGallery({
  product,
  name,
  label,
}: {
  product: ProductDetail
  name: string
  label: string
}) {
  const [main, ...rest] = galleryEntries(product)
  if (!main) return null
  return (
    <section className={styles.gallery} aria-label={label}>
      {main.kind === 'cms' ? (
        <CmsImage
          image={main.image}
          sizes="(min-width: 992px) 560px, 100vw"
          priority
          className={styles.mainImage}
        />
      ) : (
        <DamImage url={main.url} alt={name} priority />
      )}
      {rest.length > 0 && (
        <ul className={styles.thumbnails}>
          {rest.map((entry) => (
            <li key={keyOf(entry)}>
              {entry.kind === 'cms' ? (
                <CmsImage image={entry.image} sizes="(min-width: 992px) 180px, 33vw" />
              ) : (
                <DamImage url={entry.url} alt={name} />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
