import type { Image } from '@/content/images'

export interface ViewedProduct {
  sku: string
  name: string
  href: string
  image: Image | null
  brand: string | null
}
