import type { Image } from '@/content/images'

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
