import type { Image } from '@/content/images'

/** A product of the bag as the bag page shows it (GET /api/sample-bag/products). */
export interface BagProduct {
  sku: string
  name: string
  href: string
  image: Image | null
  brand: string | null
}

export interface BagProductsResponse {
  products: BagProduct[]
}
