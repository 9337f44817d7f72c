import { SiteLink } from '@/components/link/site-link.client'
import type { ProductCard } from '@/content/products'
import styles from '../recipe-page.module.css'

export function RecipeProducts({
  products,
  title,
}: {
  products: readonly ProductCard[]
  title: string
}) {
  if (products.length === 0) return null
  return (
    <section aria-labelledby="recipe-products">
      <h2 id="recipe-products">{title}</h2>
      <ul className={styles.products}>
        {products.map((product) => (
          <li key={product.sku}>
            <SiteLink href={product.href}>{product.name}</SiteLink>
            {product.brand && <span className={styles.productBrand}> · {product.brand}</span>}
          </li>
        ))}
      </ul>
    </section>
  )
}
