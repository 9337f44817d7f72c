import Link from 'next/link'
import { CmsImage } from '@/components/media/cms-image'
import type { ProductCard } from '@/content/products'
import styles from './listing.module.css'

const SIZES = '(min-width: 1200px) 280px, (min-width: 768px) 33vw, 50vw'

/** Product cards: image, badge, brand and name linking to the product page. */
export function ProductCardList({ products, headingLevel = 3 }: { products: readonly ProductCard[]; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <ul className={styles.grid}>
      {products.map((product) => (
        <li key={product.sku} className={styles.card}>
          <div className={styles.media}>
            <CmsImage image={product.image} sizes={SIZES} fill />
          </div>
          {product.badge && <p className={styles.badge}>{product.badge}</p>}
          {product.brand && <p className={styles.brand}>{product.brand}</p>}
          <Heading className={styles.name}>
            <Link href={product.href} prefetch={false}>
              {product.name}
            </Link>
          </Heading>
        </li>
      ))}
    </ul>
  )
}
