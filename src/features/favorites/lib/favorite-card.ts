import type { Image } from '@/content/images'
import type { FavoriteTarget } from './entry'
import type { FavoriteItem } from './fetch-favorites'

export interface FavoriteCardView {
  key: string
  target: FavoriteTarget
  name: string
  href: string
  image: Image | null
  badge: string | null
  eyebrow: string | null
  text: string | null
}

export function toFavoriteCard(item: FavoriteItem): FavoriteCardView {
  if (item.contentType === 'Product') {
    return {
      key: `sku:${item.sku}`,
      target: { sku: item.sku, slug: item.slug },
      name: item.name,
      href: item.href,
      image: item.image,
      badge: item.badge,
      eyebrow: item.brand,
      text: null,
    }
  }
  return {
    key: `slug:${item.slug}`,
    target: { slug: item.slug },
    name: item.name,
    href: item.href,
    image: item.image,
    badge: null,
    eyebrow: null,
    text: item.description,
  }
}
