import { SiteLink } from '@/components/link/site-link.client'
import type { ProductVariant } from '@/content/product-variants'
import styles from './product-page.module.css'

export function VariantSwitcher({
  variants,
  label,
}: {
  variants: readonly ProductVariant[]
  label: string
}) {
  if (variants.length < 2) return null
  return (
    <nav className={styles.variants} aria-labelledby="product-variants">
      <h2 id="product-variants" className={styles.subheading}>
        {label}
      </h2>
      <ul>
        {variants.map((variant) => (
          <li key={variant.sku}>
            <SiteLink href={variant.href} aria-current={variant.current ? 'page' : undefined}>
              {variant.label}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
