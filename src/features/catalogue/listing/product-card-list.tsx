import type { ReactNode } from 'react'
import { CardList } from '@/components/cards/card-list'
import type { ProductCard } from '@/content/products'

interface ProductCardListProps {
  products: readonly ProductCard[]
  headingLevel?: 2 | 3
  renderAction?: (product: ProductCard) => ReactNode
  leadsPage?: boolean
}

export function ProductCardList({
  products,
  headingLevel,
  renderAction,
  leadsPage,
}: ProductCardListProps) {
  const items = products.map((product) => ({
    key: product.sku,
    title: product.name,
    href: product.href,
    image: product.image,
    badge: product.badge,
    eyebrow: product.brand,
    action: renderAction?.(product),
  }))
  return <CardList items={items} headingLevel={headingLevel} leadsPage={leadsPage} />
}
