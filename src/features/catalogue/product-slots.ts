import type { ReactNode } from 'react'
import type { ProductCard } from '@/content/products'
import type { ContentScope } from '@/content/scope'

export interface ProductIdentity {
  sku: string
  slug: string | null
  name: string
  getASample: boolean
}

/** Composed by the route, so the catalogue never imports the features that fill them. */
export interface ProductSlots {
  productActions?: (product: ProductIdentity, scope: ContentScope) => ReactNode
  cardActions?: (card: ProductCard, scope: ContentScope) => ReactNode
  pageExtras?: (scope: ContentScope, product: ProductIdentity | null) => ReactNode
}
