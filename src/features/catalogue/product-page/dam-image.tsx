import styles from './product-page.module.css'

/** DAM files come with no dimensions: a square box that the image fits into keeps the layout still. */
const BOX = 800

export function DamImage({
  url,
  alt,
  priority = false,
}: {
  url: string
  alt: string
  priority?: boolean
}) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- a DAM host is not the optimizer's to fetch (no outbound network), so the file is shown as it is
    <img
      src={url}
      alt={alt}
      width={BOX}
      height={BOX}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      referrerPolicy="no-referrer"
      className={styles.damImage}
    />
  )
}
