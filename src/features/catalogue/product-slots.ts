import type { ReactNode } from 'react'
import type { ProductCard } from '@/content/products'
import type { ContentScope } from '@/content/scope'

/** What another feature needs to act on a product (favorite it, compare it, ask for a sample). */
export interface ProductIdentity {
  sku: string
  slug: string | null
  name: string
  getASample: boolean
}

/**
 * Actions that other features put on the catalogue's product page and cards. The route composes
 * them, so the catalogue never imports those features.
 */
export interface ProductSlots {
  productActions?: (product: ProductIdentity, scope: ContentScope) => ReactNode
  cardActions?: (card: ProductCard, scope: ContentScope) => ReactNode
  /** Rendered once on product and category pages (a compare tray, a recently-viewed recorder). */
  pageExtras?: (scope: ContentScope, product: ProductIdentity | null) => ReactNode
}
